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
/// The `symbols:` form (views drawn by the renderer through
/// `GraphicsContext.resolveSymbol(id:)`) is not available yet.
public struct Canvas<Symbols: View>: View, PrimitiveView {
    /// The views the renderer can draw (empty: symbols are not available yet).
    public var symbols: Symbols
    /// Draws the canvas's content into the context, for the canvas's size.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// Whether the canvas is fully opaque.
    nonisolated public var isOpaque: Bool
    /// The working colour space and storage format.
    nonisolated public var colorMode: ColorRenderingMode
    /// Whether the canvas renders off the main thread (both backends render synchronously).
    nonisolated public var rendersAsynchronously: Bool

    public typealias Body = Never

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        CanvasNode(self, graph: graph, parent: parent, environment: environment)
    }

    /// Runs the renderer for a canvas `size` canvas units big, whose widget units are
    /// `aspect` canvas units tall.
    @MainActor
    func render(size: CGSize, aspect: CGFloat, environment: EnvironmentValues, measurer: CanvasMeasurer)
        -> CanvasDisplayList
    {
        var context = GraphicsContext(size: size, environment: environment, measurer: measurer)
        renderer(&context, size)
        return CanvasDisplayList(items: context.items, size: size, aspect: aspect, isOpaque: isOpaque)
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
