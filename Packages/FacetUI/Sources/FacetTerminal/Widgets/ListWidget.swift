/// The position of a row in a ``ListWidget``.
public struct ListIndex: Hashable, Sendable, Comparable {
    /// The section.
    public var section: Int
    /// The row inside the section.
    public var row: Int

    /// Creates an index.
    public init(section: Int = 0, row: Int) {
        self.section = section
        self.row = row
    }

    /// Orders by section, then row.
    public static func < (lhs: ListIndex, rhs: ListIndex) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }
}

/// A section of a ``ListWidget``: an optional header, rows, an optional footer.
@MainActor
public struct ListSection {
    /// The header text, drawn in ``ListWidget/headerStyle`` above the rows.
    public var header: String?
    /// The row widgets (built by FacetUI from the row views).
    public var rows: [TerminalWidget]
    /// The footer text, drawn dimmed under the rows.
    public var footer: String?

    /// Creates a section.
    public init(header: String? = nil, rows: [TerminalWidget], footer: String? = nil) {
        self.header = header
        self.rows = rows
        self.footer = footer
    }
}

/// A scrolling list of rows in sections, with keyboard selection (backs `List` and `Form`).
///
/// The list stacks its row widgets: each row keeps its own frame height (or ``rowHeight``), is
/// placed ``rowInset`` columns from the left, and spans the viewport. Up/Down, Home/End and Page
/// Up/Down move the selection (scrolling it into view), Enter calls ``onActivate``, a click selects
/// the row under the pointer. The selected row is drawn in inverse video while the list is focused,
/// and in bold otherwise.
@MainActor
open class ListWidget: ScrollViewWidget {
    /// The sections; setting them replaces the children.
    public var sections: [ListSection] = [] {
        didSet {
            removeAllChildren()
            for row in sections.flatMap(\.rows) { addChild(row) }
            if let selection, !isValid(selection) { self.selection = nil }
            layoutRows()
        }
    }
    /// A fixed height for every row, or `nil` to keep each row's frame height.
    public var rowHeight: Int? {
        didSet { if rowHeight != oldValue { layoutRows() } }
    }
    /// Columns left empty before each row.
    public var rowInset = 1 {
        didSet { if rowInset != oldValue { layoutRows() } }
    }
    /// Whether a line is drawn under each row.
    public var showsSeparators = false {
        didSet { if showsSeparators != oldValue { layoutRows() } }
    }
    /// The selected row.
    public var selection: ListIndex? {
        didSet { if selection != oldValue { setNeedsDisplay() } }
    }
    /// Whether rows can be selected.
    public var allowsSelection = true
    /// The style of section headers.
    public var headerStyle = CellStyle(foreground: .gray, bold: true) {
        didSet { if headerStyle != oldValue { setNeedsDisplay() } }
    }
    /// Called after the user changes the selection.
    public var onSelectionChange: ((ListIndex?) -> Void)?
    /// Called when the user presses Enter on the selected row.
    public var onActivate: ((ListIndex) -> Void)?

    private var rowRects: [ListIndex: CellRect] = [:]
    private var decorations: [(y: Int, text: String, style: CellStyle)] = []

    /// Creates an empty list.
    public init() {
        super.init(axes: .vertical)
        canFocus = true
    }

    /// Replaces the content with a single section of rows.
    public func setRows(_ rows: [TerminalWidget]) {
        sections = [ListSection(rows: rows)]
    }

    open override var frame: CellRect {
        didSet { if frame.size != oldValue.size { layoutRows() } }
    }

    /// Every row index, in order.
    public var allIndices: [ListIndex] {
        sections.enumerated().flatMap { section, content in
            content.rows.indices.map { ListIndex(section: section, row: $0) }
        }
    }

    private func isValid(_ index: ListIndex) -> Bool {
        sections.indices.contains(index.section) && sections[index.section].rows.indices.contains(index.row)
    }

    /// The content rectangle of a row.
    public func rect(for index: ListIndex) -> CellRect? { rowRects[index] }

    /// Places the rows (called automatically when sections, sizes or options change).
    public func layoutRows() {
        let heights = sections.map { $0.rows.map { rowHeight ?? max(1, $0.frame.height) } }
        var total = 0
        for (section, content) in sections.enumerated() {
            if section > 0 { total += 1 }
            total += (content.header == nil ? 0 : 1) + (content.footer == nil ? 0 : 1)
            total += heights[section].reduce(0, +) + (showsSeparators ? heights[section].count : 0)
        }
        let width = frame.width - (showsIndicators && total > frame.height ? 1 : 0)
        contentSize = CellSize(width: max(0, width), height: total)
        rowRects.removeAll()
        decorations.removeAll()
        var y = 0
        for (section, content) in sections.enumerated() {
            if section > 0 { y += 1 }
            if let header = content.header {
                decorations.append((y, header, headerStyle))
                y += 1
            }
            for (row, widget) in content.rows.enumerated() {
                let rect = CellRect(x: 0, y: y, width: max(0, width), height: heights[section][row])
                rowRects[ListIndex(section: section, row: row)] = rect
                widget.frame = CellRect(
                    x: rowInset, y: y, width: max(0, width - rowInset), height: rect.height)
                y += rect.height
                if showsSeparators {
                    decorations.append(
                        (y, String(repeating: "─", count: max(0, width)), CellStyle(foreground: .gray)))
                    y += 1
                }
            }
            if let footer = content.footer {
                decorations.append((y, footer, CellStyle(dim: true)))
                y += 1
            }
        }
        setNeedsDisplay()
    }

    open override func draw(in buffer: inout CellBuffer) {
        for decoration in decorations {
            let y = decoration.y - scrollOffset.y
            guard y >= 0 && y < viewport.height else { continue }
            let text = TextLayout.truncate(decoration.text, toWidth: viewport.width)
            buffer.write(text, at: CellPoint(x: 0, y: y), style: decoration.style)
        }
    }

    open override func drawForeground(in buffer: inout CellBuffer) {
        if let selection, let rect = rowRects[selection] {
            let visible = rect.offsetBy(dx: -scrollOffset.x, dy: -scrollOffset.y).intersection(viewport)
            let focused = isFocused
            buffer.modifyStyle(in: visible) { style in
                if focused { style.inverse = true } else { style.bold = true }
            }
        }
        super.drawForeground(in: &buffer)
    }

    /// Selects a row as the user would: it is scrolled into view and ``onSelectionChange`` runs.
    public func select(_ index: ListIndex?) {
        guard allowsSelection, index.map(isValid) ?? true else { return }
        let changed = selection != index
        selection = index
        if let index, let rect = rowRects[index] { scrollRectToVisible(rect) }
        if changed { onSelectionChange?(index) }
    }

    open override func handle(_ event: InputEvent) -> Bool {
        let indices = allIndices
        switch event {
        case .key(let key) where key.modifiers.isEmpty && !indices.isEmpty:
            let current = selection.flatMap { indices.firstIndex(of: $0) }
            let page = max(1, viewport.height - 1)
            switch key.key {
            case .up:
                guard let current, current > 0 else { return current == nil ? selectFirst(indices) : false }
                select(indices[current - 1])
            case .down:
                guard let current else { return selectFirst(indices) }
                guard current + 1 < indices.count else { return false }
                select(indices[current + 1])
            case .home: select(indices[0])
            case .end: select(indices[indices.count - 1])
            case .pageUp: select(indices[max(0, (current ?? 0) - page)])
            case .pageDown: select(indices[min(indices.count - 1, (current ?? 0) + page)])
            case .enter:
                guard let selection else { return false }
                onActivate?(selection)
            default:
                return super.handle(event)
            }
            return true
        case .mouse(let mouse) where mouse.kind == .press && mouse.button == .left:
            let point = mouse.position + scrollOffset
            if let hit = rowRects.first(where: { $0.value.contains(point) })?.key { select(hit) }
            return true
        default:
            return super.handle(event)
        }
    }

    private func selectFirst(_ indices: [ListIndex]) -> Bool {
        select(indices[0])
        return true
    }
}
