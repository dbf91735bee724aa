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

    /// The explicit tag of the first layout unit of `node` (a row's node).
    @MainActor static func tag(of node: ViewNode) -> AnyHashable? {
        var units: [ViewNode] = []
        node.collectLayoutUnits(into: &units)
        return units.first?.trait(TagTrait.self) ?? nil
    }
}

/// A list's node, whatever its selection and content (a `ForEach` below it makes only the
/// rows in view).
@MainActor
protocol LazyListNode: ViewNode {}

/// The node of a ``List``: it stacks the rows at full width, groups sections, tracks the
/// scroll offset and applies `.select` events to the selection binding.
///
/// Rows written out one by one are built and measured; the rows of a `ForEach` are built
/// only while in view, plus a margin (``ListRowsNode``), and those never built count at the
/// mean height of the ones measured. When rows measured for the first time change the
/// heights above the top of the view, the scroll position moves with them, so that the row
/// at the top stays where the user saw it.
@MainActor
final class ListNode<SelectionValue: Hashable, Content: View>: WidgetContainerNode<
    List<SelectionValue, Content>, Content
>, LazyListNode
{
    /// A part of the list: a row, header or footer always built, or the rows of a `ForEach`.
    enum Part {
        case entry(ListEntry)
        case rows(any ListRowWindow, section: Int)
    }

    /// A realised entry, laid out: `y` from the top of the rows.
    struct Placed {
        let entry: ListEntry
        let y: CGFloat
        /// The row's height, its insets included.
        let height: CGFloat
        /// The position among all selectable rows (`nil` for headers and footers).
        let index: Int?
        /// The room left around the row's content (`listRowInsets(_:)`).
        let insets: EdgeInsets
    }

    private var cachedParts: [Part]?
    /// The node of each section, by section index (for the traits written on it).
    var sectionNodes: [Int: ViewNode] = [:]
    private(set) var placed: [Placed] = []
    private var rowCount = 0
    private var contentHeight: CGFloat = 0
    private var offset: CGPoint = .zero
    private(set) var rowWidth: CGFloat = 0
    /// Where each `ForEach`'s rows started at the last layout, by node.
    private var windowStarts: [ObjectIdentifier: CGFloat] = [:]
    /// Whether some rows can be deleted and moved, found at the last placement (the parts
    /// are known only once the children are built).
    private var editing = (canDelete: false, canMove: false)
    /// The room rows leave for the backend's edit controls, found at the last layout.
    private var editRoom = EdgeInsets()

    override func makeChild() -> Content { value.content }

    /// The node of the list's content (the row backgrounds' node goes before it).
    var contentNode: ViewNode? { children.last }

    /// The rows are built in the list style context (a form's rows set their own).
    private lazy var contentInputs = inputs.setting(.list)
    override var childInputs: ViewInputs { contentInputs }

    var style: ListContent.Style { environment.listStyle }

    override func makeWidgetContent() -> any WidgetContent {
        let selection = value.selection
        let insets = insets
        var rows: [ListContent.Row] = []
        rows.reserveCapacity(placed.count)
        for (position, item) in placed.enumerated() {
            rows.append(
                ListContent.Row(
                    kind: item.entry.kind, section: item.entry.section,
                    frame: CGRect(
                        x: insets.leading, y: insets.top + item.y, width: rowWidth, height: item.height),
                    isSelected: item.index != nil && selection.contains(item.entry.tag), index: item.index,
                    tint: itemTint(of: item.entry.node),
                    separator: separator(
                        below: item, next: placed.indices.contains(position + 1) ? placed[position + 1] : nil),
                    isMoveDisabled: item.index != nil && item.entry.node.trait(MoveDisabledTrait.self)
                ))
            if let index = item.index, editing.canDelete || editing.canMove {
                (rows[position].canDelete, rows[position].canMove, rows[position].movableRange) =
                    editAbilities(ofRow: index)
            }
        }
        let heights = placed.compactMap { $0.index == nil ? nil : $0.height }
        let estimate = heights.isEmpty ? 1 : max(1, heights.reduce(0, +) / CGFloat(heights.count))
        return ListContent(
            style: style, rows: rows, isSelectable: selection.isSelectable,
            allowsMultipleSelection: selection.allowsMultiple, contentHeight: contentHeight, offset: offset,
            rowCount: rowCount, estimatedRowHeight: estimate, canDelete: editing.canDelete,
            canMove: editing.canMove,
            isEditing: environment.editMode?.wrappedValue.isEditing ?? false,
            editControlWidth: max(editRoom.leading, editRoom.trailing))
    }

    /// A new environment (a row or section spacing, what the row backgrounds read) lays the
    /// rows out again.
    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        super.didUpdate(valueChanged: valueChanged, environmentChanged: environmentChanged)
        if environmentChanged { graph.invalidateLayout(self) }
    }

    /// A selection change only changes what the widget shows; an edit mode change also
    /// the room the rows leave for the backend's edit controls.
    override func invalidated() {
        graph.clearDirty(self)
        refreshWidgetContent()
        if editControlRoom() != editRoom { graph.invalidateLayout(self) }
    }

    override func unitsChanged() {
        super.unitsChanged()
        cachedParts = nil
    }

    // MARK: - Parts

    /// The parts, in order.
    var parts: [Part] {
        if let cachedParts { return cachedParts }
        var result: [Part] = []
        var section = 0
        var sectionHasEntries = false
        var sections: [Int: ViewNode] = [:]
        func visit(_ node: ViewNode, _ kind: ListContent.Row.Kind, _ tag: AnyHashable?) {
            if kind == .row, let parts = node as? any SectionNodeParts {
                if sectionHasEntries { section += 1 }
                sections[section] = parts
                visit(parts.headerNode, .header, nil)
                visit(parts.contentNode, .row, nil)
                visit(parts.footerNode, .footer, nil)
                section += 1
                sectionHasEntries = false
            } else if let window = node as? any ListRowWindow, window.isLazy {
                if kind == .row {
                    result.append(.rows(window, section: section))
                    sectionHasEntries = true
                } else {
                    window.realiseEveryRow()
                    visit(node, kind, tag)
                }
            } else if node.isLayoutUnit {
                result.append(.entry(ListEntry(node: node, kind: kind, section: section, implicitTag: tag)))
                sectionHasEntries = true
            } else if let identifying = node as? any IdentifyingNode {
                for child in identifying.identifiedChildren { visit(child.node, kind, child.id) }
            } else {
                for child in node.children { visit(child, kind, tag) }
            }
        }
        if let contentNode { visit(contentNode, .row, nil) }
        sectionNodes = sections
        cachedParts = result
        return result
    }

    /// The entry a realised row of `window` makes, or `nil` when it makes anything but one
    /// row (the window then builds every row).
    private func entry(ofRow node: ViewNode, id: AnyHashable, section: Int) -> ListEntry? {
        var units: [ViewNode] = []
        node.collectLayoutUnits(into: &units)
        guard units.count == 1, !(units[0] is any SectionNodeParts), !hasSection(node) else { return nil }
        return ListEntry(node: units[0], kind: .row, section: section, implicitTag: id)
    }

    private func hasSection(_ node: ViewNode) -> Bool {
        if node is any SectionNodeParts { return true }
        if node.isLayoutUnit { return false }
        return node.children.contains(where: hasSection)
    }

    // MARK: - Selection

    /// The tag of the selectable row at `index` (realised or not).
    private func tag(ofRow index: Int) -> AnyHashable?? {
        var first = 0
        for part in parts {
            switch part {
            case .entry(let entry):
                guard entry.kind == .row else { continue }
                if first == index { return .some(entry.tag) }
                first += 1
            case .rows(let window, _):
                if index < first + window.rowCount { return .some(window.tag(at: index - first)) }
                first += window.rowCount
            }
        }
        return nil
    }

    /// The tags of every selectable row, in order (rows not built included).
    var allRowTags: [AnyHashable?] {
        parts.flatMap { part -> [AnyHashable?] in
            switch part {
            case .entry(let entry): return entry.kind == .row ? [entry.tag] : []
            case .rows(let window, _): return (0..<window.rowCount).map { window.tag(at: $0) }
            }
        }
    }

    override func handle(_ event: WidgetEvent) {
        guard isMounted else { return }
        switch event {
        case .select(let index):
            guard index >= 0, environment.isEnabled, let tag = tag(ofRow: index) else { return }
            value.selection.select(tag)
        case .scroll(let point):
            let clamped = clampedOffset(point.y)
            guard clamped != offset else { return }
            offset = clamped
            refreshWidgetContent()
            layout.needsPlacement = true
            graph.invalidateLayout(self)
            graph.scheduleUpdate()
        case .delete(let index):
            guard environment.isEnabled else { return }
            deleteRow(index)
        case .move(let index, let destination):
            guard environment.isEnabled else { return }
            moveRow(index, toOffset: destination)
        default: break
        }
    }

    private func clampedOffset(_ y: CGFloat) -> CGPoint {
        CGPoint(x: 0, y: min(max(0, y), max(0, contentHeight - frame.height)))
    }

    // MARK: - Layout

    /// How far beyond the visible rows rows are built.
    private func margin(_ viewport: CGFloat) -> CGFloat { max(4, (viewport / 4).rounded()) }

    /// Lays the parts out from the top of the rows at `width`; with `visible` (a region of
    /// the rows), first builds the rows of each `ForEach` that meet it and drops the others.
    /// Returns the realised entries and the height of every row.
    private func layOut(width: CGFloat?, visible: ClosedRange<CGFloat>?) -> (
        placed: [Placed], height: CGFloat
    ) {
        let rowSpacing = max(0, environment.listRowSpacing ?? 0)
        editRoom = editControlRoom()
        var placed: [Placed] = []
        var y: CGFloat = 0
        var previous: (section: Int, kind: ListContent.Row.Kind)?
        // The space before an entry: a section's spacing after the previous section, the row
        // spacing between two rows.
        func advance(to section: Int, _ kind: ListContent.Row.Kind) {
            if let previous {
                if previous.section != section {
                    y += sectionSpacing(after: previous.section)
                } else if previous.kind == .row, kind == .row {
                    y += rowSpacing
                }
            }
            previous = (section, kind)
        }
        var firstIndex = 0
        var starts: [ObjectIdentifier: CGFloat] = [:]
        for part in parts {
            switch part {
            case .entry(let entry):
                advance(to: entry.section, entry.kind)
                let insets = insets(of: entry)
                let height = rowHeight(of: entry.node, insets: insets, width: width)
                let index = entry.kind == .row ? firstIndex : nil
                if entry.kind == .row { firstIndex += 1 }
                placed.append(Placed(entry: entry, y: y, height: height, index: index, insets: insets))
                y += height
            case .rows(let window, let section):
                if window.rowCount > 0 { advance(to: section, .row) }
                window.lengths.spacing = rowSpacing
                starts[ObjectIdentifier(window)] = y
                guard
                    let rows = realiseRows(
                        of: window, section: section, from: y, visible: visible, width: width)
                else {
                    // A row made more than one row: the window now builds them all.
                    cachedParts = nil
                    return layOut(width: width, visible: visible)
                }
                var next: (index: Int, y: CGFloat)?
                for (index, entry, height, insets) in rows {
                    let rowY =
                        next.flatMap { $0.index == index ? $0.y : nil } ?? window.lengths.offset(of: index)
                    let top = LayoutDefaults.current.rounded(CGPoint(x: 0, y: y + rowY)).y
                    placed.append(
                        Placed(
                            entry: entry, y: top, height: height, index: firstIndex + index, insets: insets))
                    next = (index + 1, rowY + height + rowSpacing)
                }
                firstIndex += window.rowCount
                y += window.lengths.total
            }
        }
        windowStarts = starts
        rowCount = firstIndex
        return (placed, y)
    }

    /// The room left around the content of `entry`: its own insets, and in edit mode the
    /// room for the backend's edit controls.
    private func insets(of entry: ListEntry) -> EdgeInsets {
        var insets = rowInsets(of: entry.node)
        guard entry.kind == .row else { return insets }
        insets.leading += editRoom.leading
        insets.trailing += editRoom.trailing
        return insets
    }

    /// Builds the rows of `window` that meet `visible` (rows start at `start`), measures the
    /// realised ones; `nil` when a row is not one list row.
    private func realiseRows(
        of window: any ListRowWindow, section: Int, from start: CGFloat, visible: ClosedRange<CGFloat>?,
        width: CGFloat?
    ) -> [(index: Int, entry: ListEntry, height: CGFloat, insets: EdgeInsets)]? {
        func measure() -> [(index: Int, entry: ListEntry, height: CGFloat, insets: EdgeInsets)]? {
            var rows: [(index: Int, entry: ListEntry, height: CGFloat, insets: EdgeInsets)] = []
            for slot in window.realisedSlots {
                guard let entry = entry(ofRow: slot.node, id: slot.id, section: section) else {
                    window.realiseEveryRow()
                    return nil
                }
                let insets = insets(of: entry)
                let height = rowHeight(of: entry.node, insets: insets, width: width)
                window.lengths.record(height, at: slot.index)
                rows.append((slot.index, entry, height, insets))
            }
            return rows
        }
        if !window.lengths.hasMeasurements, window.rowCount > 0, window.realisedSlots.isEmpty {
            window.realise(only: 0...0)
        }
        guard var rows = measure() else { return nil }
        guard let visible else { return rows }
        for _ in 0..<4 {
            let wanted = window.lengths.rows(from: visible.lowerBound - start, to: visible.upperBound - start)
            guard window.realise(only: wanted) else { break }
            guard let measured = measure() else { return nil }
            rows = measured
        }
        return rows
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        if let width = proposal.width, let height = proposal.height {
            return CGSize(width: width, height: height)
        }
        let insets = insets
        let width = proposal.width.map { max(0, $0 - insets.horizontal) }
        let (placed, height) = layOut(width: width, visible: nil)
        let contentWidth =
            width ?? placed.map {
                $0.entry.node.sizeThatFits(ProposedViewSize(width: nil, height: nil)).width
                    + $0.insets.horizontal
            }.max()
            ?? 0
        return CGSize(
            width: proposal.width ?? contentWidth + insets.horizontal,
            height: proposal.height ?? height + insets.vertical)
    }

    /// The row at the top of the view and how far below the top of the view it starts,
    /// when it is a row of a `ForEach` (those move when rows above are measured).
    private func anchor() -> (window: any ListRowWindow, index: Int, shift: CGFloat)? {
        let top = offset.y - insets.top
        for part in parts {
            guard case .rows(let window, _) = part, let start = windowStarts[ObjectIdentifier(window)] else {
                continue
            }
            guard top >= start, top < start + window.lengths.total else { continue }
            let index = window.lengths.index(at: top - start)
            return (window, index, start + window.lengths.offset(of: index) - top)
        }
        return nil
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        let insets = insets
        let width = max(0, frame.width - insets.horizontal)
        let viewport = max(0, frame.height - insets.vertical)
        var result: (placed: [Placed], height: CGFloat) = ([], 0)
        for _ in 0..<3 {
            let anchor = anchor()
            let top = offset.y - insets.top
            let margin = margin(viewport)
            result = layOut(width: width, visible: (top - margin)...(top + viewport + margin))
            contentHeight = result.height + insets.top
            guard let anchor, let start = windowStarts[ObjectIdentifier(anchor.window)] else { break }
            // Keep the row at the top where it was.
            let kept = clampedOffset(
                LayoutDefaults.current.rounded(
                    CGPoint(x: 0, y: start + anchor.window.lengths.offset(of: anchor.index) - anchor.shift)
                ).y + insets.top)
            guard kept != offset else { break }
            offset = kept
        }
        placed = result.placed
        rowWidth = width
        editing = (hasEditAction(OnDeleteTrait.self), hasEditAction(OnMoveTrait.self))
        for item in placed {
            LayoutSubview(node: item.entry.node).place(
                at: CGPoint(
                    x: frame.minX + insets.leading + item.insets.leading,
                    y: frame.minY + insets.top + item.y + item.insets.top),
                proposal: ProposedViewSize(width: max(0, width - item.insets.horizontal), height: nil))
        }
        placeRowBackgrounds(
            at: CGPoint(x: frame.minX + insets.leading, y: frame.minY + insets.top), width: width)
        refreshWidgetContent()
    }
}

/// A list node that knows the tags of its rows.
@MainActor
protocol RowTaggedListNode {
    var rowTags: [AnyHashable?] { get }
}

extension ListNode: RowTaggedListNode {
    var rowTags: [AnyHashable?] { allRowTags }
}

@_spi(Inspection)
extension ViewNode {
    /// For a `List`'s node: the selection tag of each selectable row (its `.tag(_:)`, or
    /// its `ForEach` id), in order; `nil` for other nodes.
    public var listRowTags: [AnyHashable?]? { (self as? any RowTaggedListNode)?.rowTags }
}
