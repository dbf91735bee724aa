import FacetTerminal
import FacetUICore

/// Keyboard shortcuts in a terminal: a key no widget consumed activates the view whose
/// `keyboardShortcut(_:)` matches it. Terminals have no Command key, so Ctrl stands for
/// it: `.keyboardShortcut("s")` (Command-S) fires on Ctrl-S, as does `[.control]`.
///
/// Backend-facing (`@_spi(Backend) import FacetUI`): what the terminal run loop does with a
/// key no widget consumed, for code that drives a terminal backend itself (the shared test
/// host).
@_spi(Backend) @MainActor
public enum TerminalShortcuts {
    /// The shortcuts `key` can stand for.
    public static func shortcuts(for key: KeyEvent) -> [KeyboardShortcut] {
        guard let equivalent = equivalent(of: key.key) else { return [] }
        var modifiers: EventModifiers = []
        if key.modifiers.contains(.shift) { modifiers.insert(.shift) }
        if key.modifiers.contains(.alt) { modifiers.insert(.option) }
        if key.modifiers.contains(.control) { modifiers.insert(.control) }
        return KeyboardShortcut.candidates(key: equivalent, modifiers: modifiers)
    }

    private static func equivalent(of key: Key) -> KeyEquivalent? {
        switch key {
        case .character(let character): KeyEquivalent(Character(character.lowercased()))
        case .enter: .return
        case .tab: .tab
        case .backspace: .delete
        case .escape: .escape
        case .up: .upArrow
        case .down: .downArrow
        case .left: .leftArrow
        case .right: .rightArrow
        case .home: .home
        case .end: .end
        case .pageUp: .pageUp
        case .pageDown: .pageDown
        case .delete: .deleteForward
        case .insert, .function, .menu: nil
        }
    }

    /// Activates the first view (in tree order) whose shortcut matches `event`; returns
    /// whether one did.
    public static func perform(_ event: InputEvent, in graph: ViewGraph) -> Bool {
        guard case .key(let key) = event else { return false }
        return graph.performKeyboardShortcut(shortcuts(for: key))
    }
}
