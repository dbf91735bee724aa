import Foundation

/// A scrollable view.
///
/// The content is offered its ideal size along the scroll axes and the scroll view's size
/// across them; the scroll view itself takes the size it is offered. Content narrower than
/// the scroll view across the scroll axis is centred; along it, it starts at the top
/// (leading) edge.
///
/// ```swift
/// ScrollView {
///     VStack(alignment: .leading) {
///         ForEach(messages) { Text($0.body) }
///     }
/// }
/// ```
public struct ScrollView<Content: View>: View, PrimitiveView {
    /// The scroll view's content.
    public var content: Content
    /// The scrollable axes of the scroll view.
    public var axes: Axis.Set
    /// A value that indicates whether the scroll view displays the scrollable component of
    /// the content offset.
    public var showsIndicators: Bool

    /// Creates a new instance that's scrollable in the direction of the given axis and can
    /// show indicators while scrolling.
    public init(
        _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content
    ) {
        (self.axes, self.showsIndicators, self.content) = (axes, showsIndicators, content())
    }

    /// Creates a new instance that's scrollable in the direction of the given axis; hide
    /// its indicators with `.scrollIndicators(.hidden)`.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { HStack { photos } }
    /// ```
    public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {
        (self.axes, self.showsIndicators, self.content) = (axes, true, content())
    }

    public typealias Body = Never

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        ScrollViewNode(self, graph: graph, parent: parent, environment: environment)
    }
}

/// What a scroll view widget shows: a viewport onto content of ``contentSize``, scrolled
/// by ``offset``, with indicators when ``showsIndicators`` is set.
///
/// The child widgets are the content, in content coordinates (their frames are not
/// shifted by the offset): a backend draws them shifted by ``offset`` and clipped to the
/// viewport. When the user scrolls, the widget sends ``WidgetEvent/scroll(_:)`` with the
/// new offset (the top-leading content point shown at the viewport's top-leading
/// corner); when the program scrolls (`ScrollViewProxy.scrollTo`), the widget receives
/// content with a new ``offset`` and scrolls there.
public struct ScrollViewContent: WidgetContent, Equatable {
    /// The scrollable axes.
    public var axes: Axis.Set
    /// Whether scroll indicators are drawn.
    public var showsIndicators: Bool
    /// The size of the laid-out content.
    public var contentSize: CGSize
    /// The scroll position: the content point at the viewport's top-leading corner.
    public var offset: CGPoint

    /// Creates scroll view content.
    public init(axes: Axis.Set, showsIndicators: Bool, contentSize: CGSize, offset: CGPoint) {
        (self.axes, self.showsIndicators, self.contentSize, self.offset) = (
            axes, showsIndicators, contentSize, offset
        )
    }

    /// Whether the user may scroll (keys, mouse wheel, drags); the program scrolls anyway.
    /// `.scrollDisabled(true)` turns it off.
    public var isScrollEnabled: Bool = true

    public var kind: String { "ScrollView" }
}

/// A scrolling ancestor that lazy containers ask for the visible region.
@MainActor
protocol ScrollContainer: AnyObject {
    /// The axes the container scrolls along.
    var scrollAxes: Axis.Set { get }
    /// The visible part of the content, in root coordinates (content is not shifted).
    var visibleRect: CGRect { get }
    /// Registers a node to be placed again when the visible region changes.
    func observeScrolling(_ node: ViewNode)
}

extension ViewNode {
    /// The nearest scroll container above this node that scrolls along `axis`.
    func enclosingScrollContainer(along axis: Axis) -> (any ScrollContainer)? {
        var node = parent
        while let current = node {
            if let container = current as? any ScrollContainer {
                return container.scrollAxes.contains(axis == .vertical ? .vertical : .horizontal)
                    ? container : nil
            }
            node = current.parent
        }
        return nil
    }
}

/// The node of a ``ScrollView``.
@MainActor
final class ScrollViewNode<Content: View>: WidgetContainerNode<ScrollView<Content>, Content>, ScrollContainer
{
    /// The current scroll position.
    private(set) var offset: CGPoint = .zero
    /// The size of the content at the last placement.
    private(set) var contentSize: CGSize = .zero
    private var observers: [WeakNode] = []
    /// The target of the last `scrollTo`, kept while the offset settles (rows the scroll
    /// builds are measured, which moves the target).
    var pendingTarget: PendingScrollTarget?
    /// The id last read from or written to the `.scrollPosition(id:)` binding.
    var positionID: AnyHashable?
    /// Whether the user scrolled since the scroll view appeared (the default anchor then
    /// stops applying).
    var userScrolled = false
    /// The values the `.onScrollGeometryChange` observers last produced, by observer.
    var geometryValues: [Any?] = []
    var geometryReportScheduled = false

    override func makeWidgetContent() -> any WidgetContent {
        var content = ScrollViewContent(
            axes: value.axes, showsIndicators: showsIndicators, contentSize: contentSize, offset: offset)
        content.isScrollEnabled = environment.isScrollEnabled
        return content
    }

    /// The scroll position binding and geometry observers apply to this scroll view only,
    /// not to those inside it.
    override func childEnvironment() -> EnvironmentValues {
        var environment = environment
        environment.scrollPositionBinding = nil
        environment.scrollGeometryObservers = []
        return environment
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        super.didUpdate(valueChanged: valueChanged, environmentChanged: environmentChanged)
        followPositionBinding()
    }

    override func makeChild() -> Content { value.content }

    /// The content is built in the scroll view style context.
    private lazy var contentInputs = inputs.setting(.scrollView)
    override var childInputs: ViewInputs { contentInputs }

    var scrollAxes: Axis.Set { value.axes }

    var visibleRect: CGRect {
        CGRect(origin: CGPoint(x: frame.minX + offset.x, y: frame.minY + offset.y), size: frame.size)
    }

    func observeScrolling(_ node: ViewNode) {
        observers.removeAll { $0.node == nil || $0.node === node }
        observers.append(WeakNode(node: node))
    }

    override func handle(_ event: WidgetEvent) {
        guard isMounted, case .scroll(let point) = event else { return }
        pendingTarget = nil
        userScrolled = true
        scroll(to: restingPoint(for: point))
        graph.afterCommit { [weak self] in self?.reportPosition() }
    }

    /// Scrolls to `point` (clamped to the content), telling the widget and placing lazy
    /// content again.
    func scroll(to point: CGPoint) {
        let maxX = max(0, contentSize.width - frame.width)
        let maxY = max(0, contentSize.height - frame.height)
        let clamped = CGPoint(
            x: value.axes.contains(.horizontal) ? min(max(0, point.x), maxX) : 0,
            y: value.axes.contains(.vertical) ? min(max(0, point.y), maxY) : 0)
        guard clamped != offset else { return }
        offset = clamped
        refreshWidgetContent()
        scheduleGeometryReport()
        for observer in observers {
            guard let node = observer.node, node.isMounted else { continue }
            node.layout.needsPlacement = true
            graph.invalidateLayout(node)
        }
        graph.scheduleUpdate()
    }

    /// The proposal for the content: ideal along the scroll axes, the viewport across.
    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let insets = insets
        return ProposedViewSize(
            width: value.axes.contains(.horizontal)
                ? nil : proposal.width.map { max(0, $0 - insets.horizontal) },
            height: value.axes.contains(.vertical)
                ? nil : proposal.height.map { max(0, $0 - insets.vertical) })
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let insets = insets
        let content = units.isEmpty ? .zero : layoutChild.sizeThatFits(contentProposal(proposal))
        return CGSize(
            width: proposal.width ?? content.width + insets.horizontal,
            height: proposal.height ?? content.height + insets.vertical)
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        let insets = insets
        let child = layoutChild
        let childProposal = contentProposal(ProposedViewSize(frame.size))
        let size = units.isEmpty ? .zero : child.sizeThatFits(childProposal)
        let viewport = CGSize(width: frame.width - insets.horizontal, height: frame.height - insets.vertical)
        let x = frame.minX + insets.leading + max(0, (viewport.width - size.width) / 2)
        let y =
            frame.minY + insets.top
            + (value.axes.contains(.vertical) ? 0 : max(0, (viewport.height - size.height) / 2))
        child.place(at: LayoutDefaults.current.rounded(CGPoint(x: x, y: y)), proposal: childProposal)
        scheduleGeometryReport()
        if size != contentSize {
            contentSize = size
            refreshWidgetContent()
            applyDefaultAnchor()
        }
    }
}

/// A weak reference to a node.
struct WeakNode {
    weak var node: ViewNode?
}
