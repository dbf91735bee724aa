import Foundation

/// Sizes its content along some axes relative to the nearest container: the nearest
/// enclosing scroll view (its size minus the safe-area insets it overlaps), else the
/// window's safe area (`.containerRelativeFrame`, "containerRelativeFrame" for inspection
/// tools). Along those axes it is a fixed frame of the computed length, the content
/// aligned inside; along the others it keeps the proposal.
@_spi(Inspection)
public struct ContainerRelativeFrameModifier: ViewModifier, PrimitiveModifier, InspectableModifier {
    /// The axes sized relative to the container.
    public let axes: Axis.Set
    /// How the content is placed in the frame.
    public let alignment: Alignment
    /// How a container length becomes the frame's length.
    let length: Length
    public typealias Body = Never

    enum Length {
        /// The container's length.
        case container
        /// `span` of `count` columns with `spacing` between them.
        case grid(count: Int, span: Int, spacing: CGFloat)
        /// A length computed from the container's length along an axis.
        case custom((CGFloat, Axis) -> CGFloat)
    }

    /// The number of equal parts the container is divided into, for
    /// `containerRelativeFrame(_:count:span:spacing:alignment:)`.
    public var count: Int? { if case .grid(let count, _, _) = length { count } else { nil } }
    /// The number of parts the view spans.
    public var span: Int? { if case .grid(_, let span, _) = length { span } else { nil } }
    /// The spacing between the parts.
    public var spacing: CGFloat? { if case .grid(_, _, let spacing) = length { spacing } else { nil } }

    /// The frame's length for a container `container` long along `axis`; `nil` with a
    /// message when the count or span cannot make a length.
    func resolve(_ container: CGFloat, axis: Axis) -> (length: CGFloat, problem: String?) {
        switch length {
        case .container: return (container, nil)
        case .custom(let compute): return (max(0, compute(container, axis)), nil)
        case .grid(let count, let span, let spacing):
            guard count > 0, span > 0 else {
                return (
                    container,
                    "containerRelativeFrame: count (\(count)) and span (\(span)) must be positive; using the container's length"
                )
            }
            // SwiftUI's documented formula: equal parts with `spacing` between them.
            let part = (container - spacing * CGFloat(count - 1)) / CGFloat(count)
            return (max(0, part * CGFloat(span) + spacing * CGFloat(span - 1)), nil)
        }
    }

    func makeNode<Content: View>(
        content: ModifiedContent<Content, Self>, graph: ViewGraph, parent: ViewNode,
        environment: EnvironmentValues
    ) -> ViewNode {
        ContainerRelativeFrameNode(content, graph: graph, parent: parent, environment: environment) {
            $0.content
        }
    }
}

/// The node of `containerRelativeFrame`: a fixed frame whose lengths come from the nearest
/// container, laid out again when the container's size changes.
@MainActor
final class ContainerRelativeFrameNode<Content: View>: WrapperNode<
    ModifiedContent<Content, ContainerRelativeFrameModifier>, Content
>
{
    /// The container size the cached sizes were computed for.
    private var usedContainer: CGSize?
    /// The container size last found different at placement (layout was asked again once).
    private var invalidatedFor: CGSize?

    override var isLayoutUnit: Bool { true }
    override var stackAxis: Axis? { nil }

    override func mount() {
        graph.windowSizeReaders[ObjectIdentifier(self)] = WeakNode(node: self)
        super.mount()
    }

    override func unmount() {
        graph.windowSizeReaders[ObjectIdentifier(self)] = nil
        super.unmount()
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        super.didUpdate(valueChanged: valueChanged, environmentChanged: environmentChanged)
        // The length may be a closure, which cannot be compared: lay out again.
        if valueChanged { graph.invalidateLayout(self) }
    }

    /// The size of the nearest container: a scroll view (its proposal while it is being
    /// sized, else its frame) less the safe-area insets it overlaps, else the window's
    /// content area.
    private var containerSize: CGSize {
        var node = parent
        while let current = node {
            if current is any ScrollContainer {
                let frame = current.frame
                let proposal = current.layout.sizingProposal ?? ProposedViewSize(frame.size)
                let size = proposal.replacingUnspecifiedDimensions(by: frame.size)
                let insets = current.placedSafeArea.insets(of: frame)
                return CGSize(
                    width: max(0, size.width - insets.horizontal),
                    height: max(0, size.height - insets.vertical))
            }
            node = current.parent
        }
        return (graph.root as? RootNode)?.windowContentArea.size ?? graph.windowSafeArea.safe.size
    }

    private func frame(for container: CGSize) -> FixedFrameModifier {
        let modifier = value.modifier
        func length(_ axis: Axis) -> CGFloat? {
            guard modifier.axes.contains(axis == .horizontal ? .horizontal : .vertical) else { return nil }
            let resolved = modifier.resolve(
                axis == .horizontal ? container.width : container.height, axis: axis)
            if let problem = resolved.problem { graph.warn(problem) }
            return resolved.length
        }
        return FixedFrameModifier(
            width: length(.horizontal), height: length(.vertical), alignment: modifier.alignment)
    }

    private var child: LayoutChild { LayoutChild(subviews: LayoutSubviews(nodes: childUnits)) }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let container = containerSize
        usedContainer = container
        return frame(for: container).sizeThatFits(proposal, child: child)
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        let container = containerSize
        if container != usedContainer, container != invalidatedFor {
            // The container changed without this unit being asked again: ask again.
            invalidatedFor = container
            graph.invalidateLayout(self)
        }
        self.frame(for: usedContainer ?? container).placeChild(in: frame, proposal: proposal, child: child)
    }
}

extension View {
    /// Positions this view within an invisible frame with a size relative to the nearest
    /// container (a scroll view, or the window).
    ///
    /// ```swift
    /// Color.blue.containerRelativeFrame(.horizontal)
    /// ```
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: .container))
    }

    /// Positions this view within an invisible frame `span` parts of `count` equal parts of
    /// the nearest container wide (or tall), with `spacing` between parts:
    /// `(length - spacing × (count - 1)) / count × span + spacing × (span - 1)`.
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     LazyHStack(spacing: 1) { ForEach(cards) { CardView($0).containerRelativeFrame(.horizontal, count: 3, spacing: 1) } }
    /// }
    /// ```
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        modifier(
            ContainerRelativeFrameModifier(
                axes: axes, alignment: alignment, length: .grid(count: count, span: span, spacing: spacing)))
    }

    /// Positions this view within an invisible frame whose length along each of `axes` is
    /// `length(containerLength, axis)`.
    ///
    /// ```swift
    /// Text("Half").containerRelativeFrame(.horizontal) { length, _ in length / 2 }
    /// ```
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: .custom(length)))
    }
}
