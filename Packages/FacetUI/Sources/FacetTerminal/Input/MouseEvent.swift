/// A mouse button.
public enum MouseButton: Hashable, Sendable {
    /// The primary button.
    case left
    /// The middle button (wheel click).
    case middle
    /// The secondary button.
    case right
    /// No button (plain motion).
    case none
}

/// A mouse event reported by the terminal (SGR encoding).
public struct MouseEvent: Hashable, Sendable {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// A button went down.
        case press
        /// A button went up.
        case release
        /// The mouse moved with a button held.
        case drag
        /// The mouse moved with no button held.
        case move
        /// The wheel turned up (away from the user).
        case wheelUp
        /// The wheel turned down.
        case wheelDown
        /// The wheel tilted left.
        case wheelLeft
        /// The wheel tilted right.
        case wheelRight
    }

    /// What happened.
    public var kind: Kind
    /// The button involved (``MouseButton/none`` for wheel and plain motion).
    public var button: MouseButton
    /// The cell under the pointer, zero-based.
    public var position: CellPoint
    /// The modifier keys held.
    public var modifiers: KeyModifiers

    /// Creates a mouse event.
    public init(
        _ kind: Kind, button: MouseButton = .left, at position: CellPoint, modifiers: KeyModifiers = []
    ) {
        self.kind = kind
        self.button = button
        self.position = position
        self.modifiers = modifiers
    }

    /// Whether the event comes from the wheel.
    public var isWheel: Bool {
        switch kind {
        case .wheelUp, .wheelDown, .wheelLeft, .wheelRight: return true
        default: return false
        }
    }
}

/// Anything a terminal tells the application.
public enum InputEvent: Hashable, Sendable {
    /// A key press.
    case key(KeyEvent)
    /// A mouse press, release, motion or wheel turn.
    case mouse(MouseEvent)
    /// Text pasted with bracketed paste mode on, delivered in one piece (line breaks as `\n`).
    case paste(String)
    /// The terminal changed size.
    case resize(CellSize)
    /// The terminal window gained (`true`) or lost (`false`) focus.
    case focus(Bool)
}
