import Foundation

/// A child node that knows the ids of its children (`ForEach`): lists use the ids as
/// implicit selection tags.
@MainActor
protocol IdentifyingNode: ViewNode {
    /// Each child with its id, in order.
    var identifiedChildren: [(node: ViewNode, id: AnyHashable)] { get }
}

extension ForEachNode: IdentifyingNode {
    var identifiedChildren: [(node: ViewNode, id: AnyHashable)] {
        zip(children, ids).map { ($0, AnyHashable($1)) }
    }
}

/// One layout unit of a list with its role.
struct ListEntry {
    let node: ViewNode
    let kind: ListContent.Row.Kind
    let section: Int
    /// The id of the enclosing `ForEach` row (the implicit tag).
    let implicitTag: AnyHashable?

    /// The explicit tag, else the `ForEach` id.
    @MainActor var tag: AnyHashable? { node.trait(TagTrait.self) ?? implicitTag }
}

/// The node of a ``List``: it stacks the rows at full width, groups sections, tracks the
/// scroll offset and applies `.select` events to the selection binding.
@MainActor
final class ListNode<SelectionValue: Hashable, Content: View>: WidgetContainerNode<
    List<SelectionValue, Content>, Content
>
{
    private var cachedEntries: [ListEntry]?
    private var rowFrames: [CGRect] = []
    private var contentHeight: CGFloat = 0
    private var offset: CGPoint = .zero

    override func makeChild() -> Content { value.content }

    /// The rows are built in the list style context (a form's rows set their own).
    private lazy var contentInputs = inputs.setting(.list)
    override var childInputs: ViewInputs { contentInputs }

    private var style: ListContent.Style { environment.listStyle }

    override func makeWidgetContent() -> any WidgetContent {
        let entries = cachedEntries ?? []
        let selection = value.selection
        var rows: [ListContent.Row] = []
        rows.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() {
            rows.append(
                ListContent.Row(
                    kind: entry.kind, section: entry.section,
                    frame: index < rowFrames.count ? rowFrames[index] : .zero,
                    isSelected: entry.kind == .row && selection.contains(entry.tag)))
        }
        return ListContent(
            style: style, rows: rows, isSelectable: selection.isSelectable,
            allowsMultipleSelection: selection.allowsMultiple, contentHeight: contentHeight, offset: offset)
    }

    /// A selection change only changes what the widget shows.
    override func invalidated() {
        graph.clearDirty(self)
        refreshWidgetContent()
    }

    override func unitsChanged() {
        super.unitsChanged()
        cachedEntries = nil
    }

    /// The rows, headers and footers, in order.
    var entries: [ListEntry] {
        if let cachedEntries { return cachedEntries }
        var result: [ListEntry] = []
        var section = 0
        var sectionHasEntries = false
        func visit(_ node: ViewNode, _ kind: ListContent.Row.Kind, _ tag: AnyHashable?) {
            if kind == .row, let parts = node as? any SectionNodeParts {
                if sectionHasEntries { section += 1 }
                visit(parts.headerNode, .header, nil)
                visit(parts.contentNode, .row, nil)
                visit(parts.footerNode, .footer, nil)
                section += 1
                sectionHasEntries = false
            } else if node.isLayoutUnit {
                result.append(ListEntry(node: node, kind: kind, section: section, implicitTag: tag))
                sectionHasEntries = true
            } else if let identifying = node as? any IdentifyingNode {
                for child in identifying.identifiedChildren { visit(child.node, kind, child.id) }
            } else {
                for child in node.children { visit(child, kind, tag) }
            }
        }
        for child in children { visit(child, .row, nil) }
        cachedEntries = result
        return result
    }

    override func handle(_ event: WidgetEvent) {
        guard isMounted else { return }
        switch event {
        case .select(let index):
            let selectable = entries.filter { $0.kind == .row }
            guard selectable.indices.contains(index), environment.isEnabled else { return }
            value.selection.select(selectable[index].tag)
        case .scroll(let point):
            let clamped = CGPoint(x: 0, y: min(max(0, point.y), max(0, contentHeight - frame.height)))
            guard clamped != offset else { return }
            offset = clamped
            refreshWidgetContent()
        default: break
        }
    }

    /// Stacks the entries from `origin`, at `width`; returns each entry's frame.
    private func stack(width: CGFloat?, origin: CGPoint, place: Bool) -> [CGRect] {
        let gap: CGFloat = style.separatesSections ? 1 : 0
        var y = origin.y
        var previousSection: Int?
        var frames: [CGRect] = []
        for entry in entries {
            if let previousSection, previousSection != entry.section { y += gap }
            previousSection = entry.section
            let proposal = ProposedViewSize(width: width, height: nil)
            let size = entry.node.sizeThatFits(proposal)
            if place {
                LayoutSubview(node: entry.node).place(at: CGPoint(x: origin.x, y: y), proposal: proposal)
            }
            frames.append(CGRect(x: origin.x, y: y, width: width ?? size.width, height: size.height))
            y += size.height
        }
        return frames
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let insets = insets
        let width = proposal.width.map { max(0, $0 - insets.horizontal) }
        let frames = stack(width: width, origin: .zero, place: false)
        let contentWidth = width ?? frames.map(\.width).max() ?? 0
        let contentHeight = frames.last?.maxY ?? 0
        return CGSize(
            width: proposal.width ?? contentWidth + insets.horizontal,
            height: proposal.height ?? contentHeight + insets.vertical)
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        let insets = insets
        let width = max(0, frame.width - insets.horizontal)
        let frames = stack(
            width: width, origin: CGPoint(x: frame.minX + insets.leading, y: frame.minY + insets.top),
            place: true)
        rowFrames = frames.map { $0.offsetBy(dx: -frame.minX, dy: -frame.minY) }
        contentHeight = (frames.last?.maxY ?? frame.minY) - frame.minY
        refreshWidgetContent()
    }
}

/// A list node that knows the tags of its rows.
@MainActor
protocol RowTaggedListNode {
    var rowTags: [AnyHashable?] { get }
}

extension ListNode: RowTaggedListNode {
    var rowTags: [AnyHashable?] { entries.filter { $0.kind == .row }.map(\.tag) }
}

@_spi(Inspection)
extension ViewNode {
    /// For a `List`'s node: the selection tag of each selectable row (its `.tag(_:)`, or
    /// its `ForEach` id), in order; `nil` for other nodes.
    public var listRowTags: [AnyHashable?]? { (self as? any RowTaggedListNode)?.rowTags }
}
