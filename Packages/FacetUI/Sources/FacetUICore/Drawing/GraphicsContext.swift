import Foundation

/// The drawing destination of a ``Canvas`` renderer: fills and strokes paths, draws text
/// and images, with a transform, clip regions, opacity, a blend mode and filters.
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
///     context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: size.height / 2))
/// }
/// ```
///
/// A context records what is drawn into a ``CanvasDisplayList`` that the backend replays.
/// Copies share the list: a copy drawn into draws into the same canvas, with its own state.
public struct GraphicsContext: @unchecked Sendable {
    /// The list every copy of a context records into.
    final class Recorder {
        var items: [CanvasDisplayList.Item] = []
    }

    let recorder: Recorder
    /// The canvas size, in its units.
    let canvasSize: CGSize
    /// Measures text and images in canvas units.
    let measurer: CanvasMeasurer
    /// The canvas's symbols, by tag.
    let symbols: [AnyHashable: ResolvedSymbol]
    var clips: [CanvasDisplayList.Clip] = []
    var filters: [GraphicalEffect] = []

    /// The opacity of what is drawn next (multiplied into its colours).
    public var opacity: Double = 1
    /// How what is drawn next is composited with what is under it.
    public var blendMode: BlendMode = .normal
    /// The environment of the canvas.
    public internal(set) var environment: EnvironmentValues
    /// The transform from the context's coordinates to the canvas's.
    public var transform: CGAffineTransform = .identity

    init(
        size: CGSize, environment: EnvironmentValues, measurer: CanvasMeasurer,
        symbols: [AnyHashable: ResolvedSymbol] = [:]
    ) {
        (self.recorder, self.canvasSize, self.environment, self.measurer, self.symbols) =
            (Recorder(), size, environment, measurer, symbols)
    }

    /// What has been recorded so far.
    var items: [CanvasDisplayList.Item] { recorder.items }

    // MARK: Transforms

    /// Scales the coordinates by `x` and `y`.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }

    /// Moves the origin by `x` and `y`.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = transform.translatedBy(x: x, y: y)
    }

    /// Rotates the coordinates by `angle` (clockwise on screen for a positive angle).
    public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: CGFloat(angle.radians)) }

    /// Applies `matrix` before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    // MARK: Clipping

    /// The bounds of the clipped area, in the context's coordinates.
    public var clipBoundingRect: CGRect {
        var bounds = CGRect(origin: .zero, size: canvasSize)
        for clip in clips where !clip.isInverse { bounds = bounds.intersection(clip.path.boundingRect) }
        guard !bounds.isNull else { return .zero }
        return bounds.applying(transform.inverted())
    }

    /// Clips what is drawn next to `path` (or, with `.inverse`, to everything outside it).
    public mutating func clip(
        to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()
    ) {
        clips.append(
            CanvasDisplayList.Clip(
                path: path.applying(transform), isEOFilled: style.isEOFilled,
                isInverse: options.contains(.inverse)))
    }

    /// Clips what is drawn next to the area `content` draws (each filled or stroked path
    /// of it becomes a clip region; text and images are left out). `opacity` below 1 is
    /// not applied to the mask.
    public mutating func clipToLayer(
        opacity: Double = 1, options: ClipOptions = ClipOptions(),
        content: (inout GraphicsContext) throws -> Void
    ) rethrows {
        var layer = GraphicsContext(
            size: canvasSize, environment: environment, measurer: measurer, symbols: symbols)
        layer.transform = transform
        try content(&layer)
        var union = Path()
        for item in layer.items {
            switch item.command {
            case .fill(let path, _, _): union.addPath(path)
            case .stroke(let path, _, let style): union.addPath(path.strokedPath(style))
            case .text, .image: continue
            }
        }
        clips.append(CanvasDisplayList.Clip(path: union, isInverse: options.contains(.inverse)))
    }

    // MARK: Filters and layers

    /// Adds a filter to what is drawn next: colour filters apply on every backend; blur,
    /// shadow and projection filters are recorded, not drawn.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        filters.append(filter.effect)
    }

    /// Draws `content` in a new layer that shares this context's state. The layer's items
    /// are drawn one by one with its state (not composited as one group first).
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    // MARK: Paths

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        let device = path.applying(transform)
        guard let paint = paint(shading, over: device.boundingRect) else { return }
        record(.fill(device, paint, style))
    }

    /// Traces `path` with `shading` in `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        let device = path.applying(transform)
        var scaled = style
        scaled.lineWidth *= transformScale
        scaled.dash = style.dash.map { $0 * transformScale }
        scaled.dashPhase *= transformScale
        guard let paint = paint(shading, over: device.boundingRect) else { return }
        record(.stroke(device, paint, scaled))
    }

    /// Traces `path` with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// How much the transform scales lengths (the square root of its determinant).
    var transformScale: CGFloat { sqrt(abs(transform.a * transform.d - transform.b * transform.c)) }

    func record(_ command: CanvasDisplayList.Command) {
        recorder.items.append(
            CanvasDisplayList.Item(
                command: command, clips: clips, opacity: opacity, blendMode: blendMode,
                filters: filters.filter { filterColor($0, .black) == nil }))
    }
}
