/// The look of a ``PickerWidget``.
public enum PickerStyleKind: Hashable, Sendable {
    /// ``menu``.
    case automatic
    /// The title and the selection with `▾`; Enter, Space or a click opens a pop-up list navigated
    /// with Up/Down, chosen with Enter or a click, closed with Escape.
    case menu
    /// All options in a row, the selected one highlighted; Left/Right move the selection.
    case segmented
    /// One option per row as radio buttons `(•)` / `( )`; Up/Down move the selection.
    case inline
}

/// A choice of one option among several (backs `Picker`).
@MainActor
open class PickerWidget: TerminalWidget {
    /// The label text (not drawn by the segmented style).
    public var title: String {
        didSet { if title != oldValue { setNeedsDisplay() } }
    }
    /// The options' titles, in order.
    public var options: [String] {
        didSet { if options != oldValue { setNeedsDisplay() } }
    }
    /// The index of the selected option, if any.
    public var selectedIndex: Int? {
        didSet { if selectedIndex != oldValue { setNeedsDisplay() } }
    }
    /// The look.
    public var style: PickerStyleKind = .automatic {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }
    /// The colour of the selection; ``TerminalWidget/defaultTint`` when `nil`.
    public var tint: TerminalColor? {
        didSet { if tint != oldValue { setNeedsDisplay() } }
    }
    /// Whether the menu's pop-up list is open.
    public private(set) var isExpanded = false
    /// The option highlighted in the open pop-up list.
    public private(set) var highlightedIndex = 0
    /// Called with the new index after the user selects an option.
    public var onChange: ((Int) -> Void)?

    /// Creates a picker.
    public init(
        title: String = "", options: [String] = [], selectedIndex: Int? = nil,
        style: PickerStyleKind = .automatic
    ) {
        self.title = title
        self.options = options
        self.selectedIndex = selectedIndex
        self.style = style
        super.init()
        canFocus = true
    }

    /// The style after resolving ``PickerStyleKind/automatic``.
    public var resolvedStyle: PickerStyleKind { style == .automatic ? .menu : style }

    private var selectionStyle: CellStyle { CellStyle(foreground: tint ?? Self.defaultTint, bold: true) }

    /// Selects an option as the user would: the selection changes and ``onChange`` runs.
    public func select(_ index: Int) {
        guard options.indices.contains(index) else { return }
        let changed = selectedIndex != index
        selectedIndex = index
        if changed { onChange?(index) }
    }

    /// Opens the menu's pop-up list, highlighting the selection.
    public func expand() {
        guard resolvedStyle == .menu, !options.isEmpty else { return }
        highlightedIndex = selectedIndex ?? 0
        isExpanded = true
        setNeedsDisplay()
    }

    /// Closes the pop-up list without changing the selection.
    public func collapse() {
        guard isExpanded else { return }
        isExpanded = false
        setNeedsDisplay()
    }

    open override func dismissOverlay() {
        collapse()
    }

    open override func focusDidChange() {
        if !isFocused { collapse() }
    }

    private var menuText: String {
        (selectedIndex.flatMap { options.indices.contains($0) ? options[$0] : nil } ?? "") + " ▾"
    }

    private var segmentTitles: [String] { options.map { " \($0) " } }

    open override func sizeThatFits(width: Int?, height: Int?) -> CellSize {
        switch resolvedStyle {
        case .segmented:
            let widths = segmentTitles.map { TextLayout.width(of: $0) }
            return CellSize(width: widths.reduce(0, +) + max(0, widths.count - 1), height: 1)
        case .inline:
            let widest = options.map { TextLayout.width(of: $0) + 4 }.max() ?? 0
            return CellSize(width: widest, height: options.count)
        case .menu, .automatic:
            let widest = options.map { TextLayout.width(of: $0) }.max() ?? 0
            let titleWidth = title.isEmpty ? 0 : TextLayout.width(of: title) + 1
            return CellSize(width: max(width ?? 0, titleWidth + widest + 2), height: 1)
        }
    }

    open override func draw(in buffer: inout CellBuffer) {
        switch resolvedStyle {
        case .segmented: drawSegments(in: &buffer)
        case .inline:
            for (index, option) in options.enumerated() {
                let selected = index == selectedIndex
                var style = selected ? selectionStyle : CellStyle()
                if isFocused && selected { style.inverse = true }
                buffer.write(
                    (selected ? "(•) " : "( ) ") + option, at: CellPoint(x: 0, y: index),
                    style: enabledStyle(style))
            }
        case .menu, .automatic:
            let row = frame.height / 2
            let text = menuText
            let x = max(0, frame.width - CharacterWidth.width(of: text))
            buffer.write(
                TextLayout.truncate(title, toWidth: max(0, x - 1)), at: CellPoint(x: 0, y: row),
                style: enabledStyle(.plain))
            buffer.write(
                text, at: CellPoint(x: x, y: row),
                style: enabledStyle(selectionStyle.with { $0.inverse = isFocused }))
        }
    }

    private func drawSegments(in buffer: inout CellBuffer) {
        var x = 0
        let row = frame.height / 2
        for (index, segment) in segmentTitles.enumerated() {
            if index > 0 {
                x += buffer.write(
                    "│", at: CellPoint(x: x, y: row), style: enabledStyle(CellStyle(foreground: .gray)))
            }
            var style = CellStyle()
            if index == selectedIndex {
                style = CellStyle(foreground: .brightWhite, background: tint ?? Self.defaultTint, bold: true)
                if isFocused { style.underline = true }
            }
            x += buffer.write(segment, at: CellPoint(x: x, y: row), style: enabledStyle(style))
        }
    }

    /// The segment at a local column (segmented style).
    func segment(atColumn column: Int) -> Int? {
        var x = 0
        for (index, segment) in segmentTitles.enumerated() {
            let width = TextLayout.width(of: segment)
            if column >= x && column < x + width { return index }
            x += width + 1
        }
        return nil
    }

    // MARK: - Pop-up list

    /// The open list, as drawn.
    private var popup: PopupMenu {
        PopupMenu(items: options, highlightedIndex: highlightedIndex, checkedIndex: selectedIndex)
    }

    open override var overlayFrame: CellRect? {
        guard isExpanded else { return nil }
        let popup = popup
        return popup.frame(
            x: max(0, frame.width - popup.size.width), below: frame.height, above: 0,
            originY: absoluteOrigin.y,
            screenHeight: tree?.size.height ?? Int.max)
    }

    open override func drawOverlay(in buffer: inout CellBuffer) {
        guard let overlay = overlayFrame else { return }
        popup.draw(in: &buffer, at: overlay, checkedStyle: selectionStyle)
    }

    open override func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(let key) where key.modifiers.isEmpty: return handleKey(key.key)
        case .mouse(let mouse) where mouse.button == .left && mouse.kind == .press:
            return handlePress(at: mouse.position)
        case .mouse(let mouse) where mouse.button == .left && mouse.kind == .release: return true
        default: return false
        }
    }

    private func handleKey(_ key: Key) -> Bool {
        if isExpanded {
            var popup = popup
            switch popup.handle(key) {
            case .handled: highlightedIndex = popup.highlightedIndex
            case .chose(let index):
                select(index)
                collapse()
            case .dismissed: collapse()
            }
            setNeedsDisplay()
            return true
        }
        let current = selectedIndex ?? -1
        switch (resolvedStyle, key) {
        case (.menu, .enter), (.menu, .character(" ")): expand()
        case (.segmented, .left) where current > 0: select(current - 1)
        case (.segmented, .right) where current + 1 < options.count: select(current + 1)
        case (.inline, .up) where current > 0: select(current - 1)
        case (.inline, .down) where current + 1 < options.count: select(current + 1)
        default: return false
        }
        return true
    }

    private func handlePress(at point: CellPoint) -> Bool {
        if let overlay = overlayFrame {
            if overlay.contains(point) {
                if let index = popup.item(at: point, in: overlay) {
                    select(index)
                    collapse()
                }
            } else {
                collapse()
            }
            return true
        }
        switch resolvedStyle {
        case .segmented: if let index = segment(atColumn: point.x) { select(index) }
        case .inline: if options.indices.contains(point.y) { select(point.y) }
        case .menu, .automatic: expand()
        }
        return true
    }
}
