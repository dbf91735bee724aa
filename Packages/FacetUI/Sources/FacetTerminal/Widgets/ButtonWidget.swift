/// The look of a ``ButtonWidget`` (mirrors SwiftUI's built-in button styles).
public enum ButtonStyleKind: Hashable, Sendable {
    /// ``bordered``, the default for a terminal.
    case automatic
    /// Just the title in the tint colour.
    case plain
    /// Like ``plain``.
    case borderless
    /// The title underlined, like a hyperlink.
    case link
    /// `[ Title ]` on one row, or a rounded box around the title when the frame has 3+ rows.
    case bordered
    /// The title in bold on a background of the tint colour.
    case borderedProminent
}

/// The semantic role of a button, which colours it.
public enum ButtonWidgetRole: Hashable, Sendable {
    /// Cancels an operation (drawn in the default colour, never prominent).
    case cancel
    /// Deletes or destroys something (drawn in red).
    case destructive
}

/// A push button: Enter, Space or a click runs ``action``.
///
/// The title is centred in the frame. A button may instead have children (a custom label built by
/// FacetUI); the title is then not drawn, and the decoration and focus highlight go around them.
/// Focus shows as inverse video over the button's content; a pressed button (mouse down) is drawn
/// inverse and bold.
@MainActor
open class ButtonWidget: TerminalWidget {
    /// The text shown when the button has no children.
    public var title: String {
        didSet { if title != oldValue { setNeedsDisplay() } }
    }
    /// The role, which colours the button.
    public var role: ButtonWidgetRole? {
        didSet { if role != oldValue { setNeedsDisplay() } }
    }
    /// The look of the button.
    public var style: ButtonStyleKind = .automatic {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }
    /// The accent colour; ``TerminalWidget/defaultTint`` when `nil`.
    public var tint: TerminalColor? {
        didSet { if tint != oldValue { setNeedsDisplay() } }
    }
    /// Runs when the button is activated.
    public var action: (() -> Void)?
    /// Whether the mouse button is down on the button.
    public internal(set) var isPressed = false {
        didSet {
            guard isPressed != oldValue else { return }
            setNeedsDisplay()
            onPressChange?(isPressed)
        }
    }
    /// Runs when the mouse button goes down on the button (`true`), or is released or
    /// dragged off it (`false`).
    public var onPressChange: ((Bool) -> Void)?
    /// The number of times the action ran; handy in tests and diagnostics.
    public private(set) var activationCount = 0

    /// Creates a button.
    public init(
        title: String = "", role: ButtonWidgetRole? = nil, style: ButtonStyleKind = .automatic,
        action: (() -> Void)? = nil
    ) {
        self.title = title
        self.role = role
        self.style = style
        self.action = action
        super.init()
        canFocus = true
    }

    /// The style after resolving ``ButtonStyleKind/automatic``.
    public var resolvedStyle: ButtonStyleKind {
        if style == .automatic { return .bordered }
        if style == .borderedProminent && role == .cancel { return .bordered }
        return style
    }

    /// The colour for the title (or the background, for prominent buttons).
    public var resolvedTint: TerminalColor {
        if role == .destructive { return .red }
        return tint ?? Self.defaultTint
    }

    private var usesBox: Bool { resolvedStyle == .bordered && frame.height >= 3 }

    /// Where the title or label goes, in local coordinates.
    public var contentRect: CellRect {
        if usesBox { return bounds.insetBy(dx: 2, dy: 1) }
        if resolvedStyle == .bordered { return bounds.insetBy(dx: 2, dy: 0) }
        if resolvedStyle == .borderedProminent { return bounds.insetBy(dx: 1, dy: 0) }
        return bounds
    }

    open override func sizeThatFits(width: Int?, height: Int?) -> CellSize {
        let titleSize = TextLayout.size(of: title, proposedWidth: nil, lineLimit: 1)
        switch resolvedStyle {
        case .bordered, .automatic: return CellSize(width: titleSize.width + 4, height: 1)
        case .borderedProminent: return CellSize(width: titleSize.width + 2, height: 1)
        case .plain, .borderless, .link: return CellSize(width: titleSize.width, height: 1)
        }
    }

    private var titleStyle: CellStyle {
        var style = CellStyle()
        switch resolvedStyle {
        case .borderedProminent:
            style.background = resolvedTint
            style.foreground = .brightWhite
            style.bold = true
        case .link:
            style.foreground = resolvedTint
            style.underline = true
        case .plain, .borderless:
            style.foreground = role == .destructive ? .red : (tint ?? .default)
        case .bordered, .automatic:
            style.foreground = role == .destructive ? .red : (tint ?? .default)
        }
        return enabledStyle(style)
    }

    open override func draw(in buffer: inout CellBuffer) {
        let style = titleStyle
        let middle = frame.height / 2
        switch resolvedStyle {
        case .borderedProminent:
            buffer.fill(bounds, style: style)
        case .bordered where usesBox:
            buffer.drawBorder(bounds, border: .rounded, style: enabledStyle(.plain))
        case .bordered:
            buffer.write("[", at: CellPoint(x: 0, y: middle), style: enabledStyle(.plain))
            buffer.write("]", at: CellPoint(x: frame.width - 1, y: middle), style: enabledStyle(.plain))
        default:
            break
        }
        guard children.isEmpty else { return }
        let content = contentRect
        let text = TextLayout.truncate(title, toWidth: max(0, content.width))
        let x = content.x + max(0, (content.width - CharacterWidth.width(of: text)) / 2)
        buffer.write(text, at: CellPoint(x: x, y: middle), style: style)
    }

    open override func drawForeground(in buffer: inout CellBuffer) {
        guard isFocused || isPressed else { return }
        let highlight = usesBox ? bounds.insetBy(dx: 1, dy: 1) : bounds
        let pressed = isPressed
        buffer.modifyStyle(in: highlight) { style in
            style.inverse.toggle()
            if pressed { style.bold = true }
        }
    }

    open override func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(let key) where key.modifiers.isEmpty:
            guard key.key == .enter || key.key == .character(" ") else { return false }
            return performPrimaryAction()
        case .mouse(let mouse) where mouse.button == .left:
            switch mouse.kind {
            case .press:
                isPressed = true
                return true
            case .drag:
                isPressed = bounds.contains(mouse.position)
                return true
            case .release:
                let inside = bounds.contains(mouse.position)
                isPressed = false
                if inside { performPrimaryAction() }
                return true
            default:
                return false
            }
        default:
            return false
        }
    }

    @discardableResult
    open override func performPrimaryAction() -> Bool {
        guard isEnabledInTree else { return false }
        activationCount += 1
        action?()
        return true
    }
}
