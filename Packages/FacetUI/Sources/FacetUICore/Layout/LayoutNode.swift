import Foundation

/// A view that lays out its content's units with a ``Layout``.
@MainActor
protocol LayoutContainerView: View, PrimitiveView {
    associatedtype ContainerLayout: Layout
    associatedtype Content: View
    var containerLayout: ContainerLayout { get }
    var content: Content { get }
}

extension LayoutContainerView {
    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        LayoutNode(self, graph: graph, parent: parent, environment: environment) { $0.content }
    }
}

/// The node of a layout container: a layout unit whose children's units are arranged by
/// a ``Layout`` value, with the layout's cache kept across passes.
@MainActor
final class LayoutNode<Container: LayoutContainerView>: WrapperNode<Container, Container.Content> {
    private var cache: Container.ContainerLayout.Cache?

    override var isLayoutUnit: Bool { true }

    /// Facet's stacks have no guides of their own; a custom layout may.
    override var hasExplicitAlignment: Bool {
        !builtInStackLayouts.contains(ObjectIdentifier(Container.ContainerLayout.self))
    }

    override var stackAxis: Axis? {
        // An `AnyLayout` answers for the layout it wraps.
        (value.containerLayout as? AnyLayout)?.stackOrientation
            ?? Container.ContainerLayout.layoutProperties.stackOrientation
    }

    /// The content is built knowing the stack's axis (taken when the node is built).
    private lazy var contentInputs: ViewInputs = {
        var inputs = inputs
        inputs[StackAxisInputKey.self] = stackAxis
        return inputs
    }()
    override var childInputs: ViewInputs { contentInputs }

    /// The layout last used; a new one that differs invalidates the layout.
    private var currentLayout: Container.ContainerLayout?

    override func mount() {
        currentLayout = value.containerLayout
        super.mount()
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        super.didUpdate(valueChanged: valueChanged, environmentChanged: environmentChanged)
        let layout = value.containerLayout
        if currentLayout.map({ !ViewEquality.equal(layout, $0) }) ?? true {
            currentLayout = layout
            cache = nil
            graph.invalidateLayout(self)
        }
    }

    override func unitsChanged() {
        super.unitsChanged()
        cache = nil
    }

    override func sizeCacheCleared() { cache = nil }

    /// The units laid out by this container, collected through transparent children.
    var subviews: LayoutSubviews { LayoutSubviews(nodes: childUnits) }

    private func withCache<T>(_ body: (inout Container.ContainerLayout.Cache, LayoutSubviews) -> T) -> T {
        let subviews = subviews
        var current = cache ?? value.containerLayout.makeCache(subviews: subviews)
        defer { cache = current }
        return body(&current, subviews)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        withCache { cache, subviews in
            value.containerLayout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    /// The drawing order of the units last applied (see `applyDrawingOrder`).
    private var drawingOrder: [Int] = []

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        withCache { cache, subviews in
            value.containerLayout.placeSubviews(
                in: frame, proposal: proposal, subviews: subviews, cache: &cache)
        }
        graph.applyDrawingOrder(of: subviews.nodes, applied: &drawingOrder)
    }

    override func explicitAlignment(_ guide: HorizontalAlignment, size: CGSize) -> CGFloat? {
        withCache { cache, subviews in
            value.containerLayout.explicitAlignment(
                of: guide, in: CGRect(origin: .zero, size: size), proposal: ProposedViewSize(size),
                subviews: subviews, cache: &cache)
        }
    }

    override func explicitAlignment(_ guide: VerticalAlignment, size: CGSize) -> CGFloat? {
        withCache { cache, subviews in
            value.containerLayout.explicitAlignment(
                of: guide, in: CGRect(origin: .zero, size: size), proposal: ProposedViewSize(size),
                subviews: subviews, cache: &cache)
        }
    }
}

/// Facet's own stack layouts, which never set alignment guides of their own (asked on every
/// layout of a stack's children, so built once).
private let builtInStackLayouts: Set<ObjectIdentifier> = [
    ObjectIdentifier(HStackLayout.self), ObjectIdentifier(VStackLayout.self),
    ObjectIdentifier(ZStackLayout.self),
]
