import Foundation

/// A view that draws with a renderer closure, immediately, in the size it is given.
///
/// ```swift
/// Canvas { context, size in
///     context.stroke(Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: size.width, y: 0)) },
///                    with: .color(.blue))
/// }
/// ```
///
/// Like a shape, it takes the space it is offered. Its renderer runs when the canvas is
/// created, when its value or environment changes, and when its size does; what it draws
/// is recorded into a ``CanvasDisplayList`` that the backend replays. In a terminal the
/// canvas's units are a cell wide and half a cell tall (so circles stay round).
///
/// The renderer can also draw views: the `symbols` views tagged with `.tag(_:)`, each laid
/// out at its ideal size and resolved with `GraphicsContext.resolveSymbol(id:)` (shapes,
/// colours, text, images and canvases are drawn; a control's widget is not, only the views
/// inside it, with a warning). Symbols keep their state, and the canvas draws again when it
/// changes.
///
/// ```swift
/// Canvas { context, size in
///     guard let mark = context.resolveSymbol(id: "mark") else { return }
///     for x in stride(from: 0, to: size.width, by: mark.size.width * 2) {
///         context.draw(mark, at: CGPoint(x: x, y: size.height / 2), anchor: .leading)
///     }
/// } symbols: {
///     Circle().fill(.red).frame(width: 4, height: 4).tag("mark")
/// }
/// ```
public struct Canvas<Symbols: View>: View, PrimitiveView {
    /// The views the renderer can draw, by their tags.
    public var symbols: Symbols
    /// Draws the canvas's content into the context, for the canvas's size.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// Whether the canvas is fully opaque (`Canvas(opaque:)`): backends that can draw
    /// faster for an opaque canvas may; both of Facet's draw it as they draw any canvas.
    nonisolated public var isOpaque: Bool
    /// The working colour space and storage format. Stored and inspectable: both backends
    /// composite in non-linear sRGB whatever it is.
    nonisolated public var colorMode: ColorRenderingMode
    /// Whether the canvas renders off the main thread. Stored and inspectable: both backends
    /// render synchronously, on the main thread.
    nonisolated public var rendersAsynchronously: Bool

    public typealias Body = Never

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        CanvasNode(self, graph: graph, parent: parent, environment: environment)
    }

    /// Runs the renderer for a canvas `size` canvas units big, whose widget units are
    /// `aspect` canvas units tall.
    @MainActor
    func render(
        size: CGSize, aspect: CGFloat, environment: EnvironmentValues, measurer: CanvasMeasurer,
        symbols: [AnyHashable: GraphicsContext.ResolvedSymbol] = [:]
    ) -> CanvasDisplayList {
        var context = GraphicsContext(
            size: size, environment: environment, measurer: measurer, symbols: symbols)
        renderer(&context, size)
        return CanvasDisplayList(items: context.items, size: size, aspect: aspect, isOpaque: isOpaque)
    }
}

extension Canvas {
    /// Creates a canvas drawn by `renderer`, which can draw the `symbols` views tagged with
    /// `.tag(_:)` (see ``GraphicsContext/resolveSymbol(id:)``).
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.symbols = symbols()
        self.renderer = renderer
        (isOpaque, self.colorMode, self.rendersAsynchronously) = (opaque, colorMode, rendersAsynchronously)
    }
}

extension Canvas where Symbols == EmptyView {
    /// Creates a canvas drawn by `renderer`.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        symbols = EmptyView()
        self.renderer = renderer
        (isOpaque, self.colorMode, self.rendersAsynchronously) = (opaque, colorMode, rendersAsynchronously)
    }
}
