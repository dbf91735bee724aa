import Foundation

/// A modifier that lays out its content as one child: padding, frames, offsets.
@MainActor
protocol UnaryLayoutModifier: ViewModifier, PrimitiveModifier where Body == Never {
    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutChild) -> CGSize
    func placeChild(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutChild)
    /// Whether the modifier gives the unit alignment guides of its own (`alignmentGuide`).
    static var hasExplicitAlignment: Bool { get }
    /// The unit's explicit horizontal guide for `size`, or `nil` for the default.
    func explicitAlignment(_ guide: HorizontalAlignment, size: CGSize, child: LayoutChild) -> CGFloat?
    /// The unit's explicit vertical guide for `size`, or `nil` for the default.
    func explicitAlignment(_ guide: VerticalAlignment, size: CGSize, child: LayoutChild) -> CGFloat?
    /// The safe area the content is placed in when the unit is placed in `bounds` inside
    /// `safeArea`, or `nil` for `safeArea` itself (`safeAreaPadding` adds to it).
    func contentSafeArea(in bounds: CGRect, safeArea: SafeAreaGeometry) -> SafeAreaGeometry?
}

extension UnaryLayoutModifier {
    static var hasExplicitAlignment: Bool { false }
    func explicitAlignment(_ guide: HorizontalAlignment, size: CGSize, child: LayoutChild) -> CGFloat? { nil }
    func explicitAlignment(_ guide: VerticalAlignment, size: CGSize, child: LayoutChild) -> CGFloat? { nil }
    func contentSafeArea(in bounds: CGRect, safeArea: SafeAreaGeometry) -> SafeAreaGeometry? { nil }

    func makeNode<Content: View>(
        content: ModifiedContent<Content, Self>, graph: ViewGraph, parent: ViewNode,
        environment: EnvironmentValues
    ) -> ViewNode {
        UnaryLayoutNode(content, graph: graph, parent: parent, environment: environment) { $0.content }
    }
}

/// The content of a unary layout modifier. Content made of several views is laid out as
/// a vertical stack.
@MainActor
struct LayoutChild {
    let subviews: LayoutSubviews
    /// The safe area the modifier's unit was placed in (`nil` where no one asked for it).
    var safeArea: SafeAreaGeometry?
    private static let stack = VStackLayout()

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if subviews.count == 1 { return subviews[0].sizeThatFits(proposal) }
        var cache = _StackLayoutCache()
        return Self.stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        if subviews.count == 1 { return subviews[0].dimensions(in: proposal) }
        return ViewDimensions(size: sizeThatFits(proposal))
    }

    /// Places the content with its top-leading corner at `origin`.
    func place(at origin: CGPoint, proposal: ProposedViewSize) {
        if subviews.count == 1 { return subviews[0].place(at: origin, proposal: proposal) }
        var cache = _StackLayoutCache()
        let size = sizeThatFits(proposal)
        Self.stack.placeSubviews(
            in: CGRect(origin: origin, size: size), proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// The node of a unary layout modifier: a layout unit around its content's units.
@MainActor
final class UnaryLayoutNode<Content: View, Modifier: UnaryLayoutModifier>: WrapperNode<
    ModifiedContent<Content, Modifier>, Content
>
{

    override var isLayoutUnit: Bool { true }

    override var stackAxis: Axis? { nil }

    /// The modifier last laid out with; a different one invalidates the layout.
    private var currentModifier: Modifier?

    override func mount() {
        currentModifier = value.modifier
        super.mount()
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        super.didUpdate(valueChanged: valueChanged, environmentChanged: environmentChanged)
        if currentModifier.map({ !ViewEquality.equal(value.modifier, $0) }) ?? true {
            currentModifier = value.modifier
            graph.invalidateLayout(self)
        }
    }

    // An animated layout modifier changes the layout only; its content stays as it is.
    override func applyAnimationFrame() {
        currentModifier = value.modifier
        graph.invalidateLayout(self)
    }

    private var child: LayoutChild {
        LayoutChild(subviews: LayoutSubviews(nodes: childUnits), safeArea: placedSafeArea)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        value.modifier.sizeThatFits(proposal, child: child)
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        layout.contentSafeArea = value.modifier.contentSafeArea(in: frame, safeArea: placedSafeArea)
        value.modifier.placeChild(in: frame, proposal: proposal, child: child)
    }

    override var hasExplicitAlignment: Bool { Modifier.hasExplicitAlignment }

    override func explicitAlignment(_ guide: HorizontalAlignment, size: CGSize) -> CGFloat? {
        value.modifier.explicitAlignment(guide, size: size, child: child)
    }

    override func explicitAlignment(_ guide: VerticalAlignment, size: CGSize) -> CGFloat? {
        value.modifier.explicitAlignment(guide, size: size, child: child)
    }
}
