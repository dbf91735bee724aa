/// The look of a ``ToggleWidget``.
public enum ToggleStyleKind: Hashable, Sendable {
    /// ``switch``.
    case automatic
    /// Title on the left, a switch `○━━` / `━━●` at the right edge.
    case `switch`
    /// A check box `[x]` / `[ ]` before the title.
    case checkbox
    /// A button showing the title, drawn in the tint colour (inverse) while on.
    case button
}

/// An on/off control: Enter, Space or a click flips ``isOn`` and calls ``onChange``.
///
/// The indicator strings are public so that they can be replaced (``onIndicator``,
/// ``offIndicator``). With children (a custom label), the title is not drawn.
@MainActor
open class ToggleWidget: TerminalWidget {
    /// The text next to the indicator.
    public var title: String {
        didSet { if title != oldValue { setNeedsDisplay() } }
    }
    /// Whether the toggle is on.
    public var isOn: Bool {
        didSet { if isOn != oldValue { setNeedsDisplay() } }
    }
    /// The look.
    public var style: ToggleStyleKind = .automatic {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }
    /// The colour of the indicator while on; ``TerminalWidget/defaultTint`` when `nil`.
    public var tint: TerminalColor? {
        didSet { if tint != oldValue { setNeedsDisplay() } }
    }
    /// The indicator drawn while on, replacing the style's (`━━●` or `[x]`).
    public var onIndicator: String? {
        didSet { if onIndicator != oldValue { setNeedsDisplay() } }
    }
    /// The indicator drawn while off, replacing the style's (`○━━` or `[ ]`).
    public var offIndicator: String? {
        didSet { if offIndicator != oldValue { setNeedsDisplay() } }
    }
    /// Called with the new value after the user flips the toggle.
    public var onChange: ((Bool) -> Void)?

    /// Creates a toggle.
    public init(
        title: String = "", isOn: Bool = false, style: ToggleStyleKind = .automatic,
        onChange: ((Bool) -> Void)? = nil
    ) {
        self.title = title
        self.isOn = isOn
        self.style = style
        self.onChange = onChange
        super.init()
        canFocus = true
    }

    /// The style after resolving ``ToggleStyleKind/automatic``.
    public var resolvedStyle: ToggleStyleKind { style == .automatic ? .switch : style }

    /// The indicator for the current state, or `nil` for the button style.
    public var indicator: String? {
        switch resolvedStyle {
        case .checkbox: return isOn ? (onIndicator ?? "[x]") : (offIndicator ?? "[ ]")
        case .switch, .automatic: return isOn ? (onIndicator ?? "━━●") : (offIndicator ?? "○━━")
        case .button: return nil
        }
    }

    open override func sizeThatFits(width: Int?, height: Int?) -> CellSize {
        let titleWidth = TextLayout.width(of: title)
        let indicatorWidth = indicator.map { CharacterWidth.width(of: $0) } ?? 0
        switch resolvedStyle {
        case .button: return CellSize(width: titleWidth + 4, height: 1)
        case .checkbox: return CellSize(width: indicatorWidth + 1 + titleWidth, height: 1)
        case .switch, .automatic:
            return CellSize(width: max(width ?? 0, titleWidth + 2 + indicatorWidth), height: 1)
        }
    }

    private var indicatorStyle: CellStyle {
        var style = CellStyle(foreground: isOn ? (tint ?? Self.defaultTint) : .default)
        if isFocused { style.inverse = true }
        return enabledStyle(style)
    }

    open override func draw(in buffer: inout CellBuffer) {
        let row = frame.height / 2
        let plain = enabledStyle(.plain)
        switch resolvedStyle {
        case .button:
            var style = isOn ? CellStyle(foreground: tint ?? Self.defaultTint, inverse: true) : CellStyle()
            if isFocused { style.inverse.toggle() }
            if children.isEmpty {
                let text = "[ " + TextLayout.truncate(title, toWidth: max(0, frame.width - 4)) + " ]"
                buffer.write(text, at: CellPoint(x: 0, y: row), style: enabledStyle(style))
            } else {
                // The label's widgets draw between the brackets.
                buffer.write("[ ", at: CellPoint(x: 0, y: row), style: enabledStyle(style))
                buffer.write(
                    " ]", at: CellPoint(x: max(2, frame.width - 2), y: row), style: enabledStyle(style))
            }
        case .checkbox:
            let mark = indicator ?? ""
            let used = buffer.write(mark, at: CellPoint(x: 0, y: row), style: indicatorStyle)
            if children.isEmpty {
                let text = TextLayout.truncate(title, toWidth: max(0, frame.width - used - 1))
                buffer.write(text, at: CellPoint(x: used + 1, y: row), style: plain)
            }
        case .switch, .automatic:
            let mark = indicator ?? ""
            let markWidth = CharacterWidth.width(of: mark)
            buffer.write(mark, at: CellPoint(x: frame.width - markWidth, y: row), style: indicatorStyle)
            if children.isEmpty {
                let text = TextLayout.truncate(title, toWidth: max(0, frame.width - markWidth - 1))
                buffer.write(text, at: CellPoint(x: 0, y: row), style: plain)
            }
        }
    }

    open override func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(let key) where key.modifiers.isEmpty:
            guard key.key == .enter || key.key == .character(" ") else { return false }
            return performPrimaryAction()
        case .mouse(let mouse) where mouse.button == .left && mouse.kind == .press:
            return true
        case .mouse(let mouse) where mouse.button == .left && mouse.kind == .release:
            if bounds.contains(mouse.position) { performPrimaryAction() }
            return true
        default:
            return false
        }
    }

    @discardableResult
    open override func performPrimaryAction() -> Bool {
        guard isEnabledInTree else { return false }
        isOn.toggle()
        onChange?(isOn)
        return true
    }
}
