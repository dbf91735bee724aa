/// Modifier keys held with a key press or mouse event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The raw bits, as in the xterm modifier parameter minus one.
    public let rawValue: UInt8

    /// Creates a set from raw bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1)
    /// Alt (Option, or Meta sent as an ESC prefix).
    public static let alt = KeyModifiers(rawValue: 2)
    /// Control.
    public static let control = KeyModifiers(rawValue: 4)
    /// Meta / Super, as reported by some terminals.
    public static let meta = KeyModifiers(rawValue: 8)
}

/// A key on the keyboard, as far as a terminal reports it.
public enum Key: Hashable, Sendable {
    /// A printable character (for Ctrl+letter, the lowercase letter with ``KeyModifiers/control``).
    case character(Character)
    /// Return / Enter.
    case enter
    /// Tab (Shift-Tab is `.tab` with ``KeyModifiers/shift``).
    case tab
    /// Backspace (DEL 0x7F or BS 0x08).
    case backspace
    /// Escape.
    case escape
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page up.
    case pageUp
    /// Page down.
    case pageDown
    /// Insert.
    case insert
    /// Forward delete.
    case delete
    /// A function key, F1 to F12.
    case function(Int)
    /// The Menu (application) key, which opens a context menu.
    case menu
}

/// A key press with its modifiers.
public struct KeyEvent: Hashable, Sendable {
    /// The key.
    public var key: Key
    /// The modifiers held.
    public var modifiers: KeyModifiers

    /// Creates a key event.
    public init(_ key: Key, modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// A printable character without modifiers.
    public static func character(_ character: Character) -> KeyEvent {
        KeyEvent(.character(character))
    }

    /// Ctrl plus a letter, e.g. `.control("c")`.
    public static func control(_ letter: Character) -> KeyEvent {
        KeyEvent(.character(letter), modifiers: .control)
    }
}
