import Foundation

/// A container view that defines its content as a function of its own size and
/// coordinate space. It takes all the space it is offered and places its content at its
/// top-leading corner.
///
/// Its content closure is evaluated during layout, once the reader's frame is known (it
/// counts as a body evaluation), and again whenever that frame changes, whenever the
/// reader receives a new closure, and when observable state the closure read changes.
///
/// ```swift
/// GeometryReader { proxy in
///     Text(proxy.size.width > 40 ? "Wide" : "Narrow")
/// }
/// ```
public struct GeometryReader<Content: View>: View, PrimitiveView {
    /// The view builder that creates the content from a proxy.
    public var content: (GeometryProxy) -> Content

    /// Creates a geometry reader.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    public typealias Body = Never

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        GeometryReaderNode(self, graph: graph, parent: parent, environment: environment)
    }
}

/// The node of a geometry reader: it evaluates its content while being placed.
@MainActor
final class GeometryReaderNode<Content: View>: TypedNode<GeometryReader<Content>> {
    private var proxy: GeometryProxy?

    override class var comparesValue: Bool { false }
    override var isLayoutUnit: Bool { true }

    /// Evaluates the content for `proxy` and reconciles the child with it.
    private func evaluate(_ proxy: GeometryProxy) {
        self.proxy = proxy
        graph.counters.bodiesEvaluated += 1
        graph.clearDirty(self)
        reconcileOnlyChild(with: graph.evaluating(self) { tracking { value.content(proxy) } })
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        if let proxy { evaluate(proxy) }
    }

    override func invalidated() {
        if let proxy { evaluate(proxy) }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        let proxy = GeometryProxy(
            size: frame.size, globalFrame: frame, namedSpaces: NamedCoordinateSpaces(around: self),
            safeAreaInsets: placedSafeArea.insets(of: frame))
        if proxy != self.proxy { evaluate(proxy) }
        let subviews = subviews
        var cache: Void = ()
        ZStackLayout(alignment: .topLeading).placeSubviews(
            in: frame, proposal: ProposedViewSize(frame.size),
            subviews: subviews, cache: &cache)
    }

    private var subviews: LayoutSubviews { LayoutSubviews(nodes: childUnits) }
}
