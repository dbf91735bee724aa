/// A row of tab titles, one selected (backs the tab strip of `TabView`).
///
/// Tabs are drawn as ` Title ` separated by ``separator``; the selected tab is bold, underlined and
/// in the tint colour (inverse while the bar is focused). With two or more rows a line is drawn
/// under the tabs. Left/Right and clicks change the selection; the content of the selected tab is the
/// owner's business (``onSelect``).
@MainActor
open class TabBarWidget: TerminalWidget {
    /// The tab titles, in order.
    public var titles: [String] {
        didSet { if titles != oldValue { setNeedsDisplay() } }
    }
    /// The selected tab.
    public var selectedIndex: Int {
        didSet { if selectedIndex != oldValue { setNeedsDisplay() } }
    }
    /// The colour of the selected tab; ``TerminalWidget/defaultTint`` when `nil`.
    public var tint: TerminalColor? {
        didSet { if tint != oldValue { setNeedsDisplay() } }
    }
    /// The text between tabs.
    public var separator = "│" {
        didSet { if separator != oldValue { setNeedsDisplay() } }
    }
    /// Called with the new index after the user selects a tab.
    public var onSelect: ((Int) -> Void)?

    /// Creates a tab bar.
    public init(titles: [String] = [], selectedIndex: Int = 0) {
        self.titles = titles
        self.selectedIndex = selectedIndex
        super.init()
        canFocus = true
    }

    /// The column range of each tab.
    public var tabRanges: [Range<Int>] {
        var x = 0
        var ranges: [Range<Int>] = []
        for title in titles {
            let width = TextLayout.width(of: title) + 2
            ranges.append(x..<x + width)
            x += width + CharacterWidth.width(of: separator)
        }
        return ranges
    }

    open override func sizeThatFits(width: Int?, height: Int?) -> CellSize {
        CellSize(width: width ?? (tabRanges.last?.upperBound ?? 0), height: 1)
    }

    open override func draw(in buffer: inout CellBuffer) {
        let ranges = tabRanges
        for (index, title) in titles.enumerated() {
            var style = CellStyle()
            if index == selectedIndex {
                style = CellStyle(
                    foreground: tint ?? Self.defaultTint, bold: true, underline: true, inverse: isFocused)
            }
            buffer.write(
                " \(title) ", at: CellPoint(x: ranges[index].lowerBound, y: 0), style: enabledStyle(style))
            if index + 1 < titles.count {
                buffer.write(
                    separator, at: CellPoint(x: ranges[index].upperBound, y: 0),
                    style: CellStyle(foreground: .gray))
            }
        }
        if frame.height >= 2 {
            buffer.drawHorizontalLine(
                at: CellPoint(x: 0, y: 1), length: frame.width, style: CellStyle(foreground: .gray))
        }
    }

    /// Selects a tab as the user would: the selection changes and ``onSelect`` runs.
    public func select(_ index: Int) {
        guard titles.indices.contains(index), index != selectedIndex else { return }
        selectedIndex = index
        onSelect?(index)
    }

    open override func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(let key) where key.modifiers.isEmpty:
            switch key.key {
            case .left where selectedIndex > 0: select(selectedIndex - 1)
            case .right where selectedIndex + 1 < titles.count: select(selectedIndex + 1)
            default: return false
            }
            return true
        case .mouse(let mouse) where mouse.kind == .press && mouse.button == .left && mouse.position.y == 0:
            guard let index = tabRanges.firstIndex(where: { $0.contains(mouse.position.x) }) else {
                return false
            }
            select(index)
            return true
        default:
            return false
        }
    }
}
