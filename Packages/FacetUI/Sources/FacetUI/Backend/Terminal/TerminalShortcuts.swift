import FacetTerminal

/// Keyboard shortcuts in a terminal: a key no widget consumed activates the view whose
/// `keyboardShortcut(_:)` matches it. Terminals have no Command key, so Ctrl stands for
/// it: `.keyboardShortcut("s")` (Command-S) fires on Ctrl-S, as does `[.control]`.
@MainActor
enum TerminalShortcuts {
    /// The shortcuts `key` can stand for.
    static func shortcuts(for key: KeyEvent) -> [KeyboardShortcut] {
        guard let equivalent = equivalent(of: key.key) else { return [] }
        var modifiers: EventModifiers = []
        if key.modifiers.contains(.shift) { modifiers.insert(.shift) }
        if key.modifiers.contains(.alt) { modifiers.insert(.option) }
        guard key.modifiers.contains(.control) else {
            return [KeyboardShortcut(equivalent, modifiers: modifiers)]
        }
        return [
            KeyboardShortcut(equivalent, modifiers: modifiers.union(.command)),
            KeyboardShortcut(equivalent, modifiers: modifiers.union(.control)),
        ]
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
        case .insert, .function: nil
        }
    }

    /// Activates the first view (in tree order) whose shortcut matches `event`; returns
    /// whether one did.
    static func perform(_ event: InputEvent, in graph: ViewGraph) -> Bool {
        guard case .key(let key) = event else { return false }
        let candidates = shortcuts(for: key)
        guard !candidates.isEmpty, let node = firstNode(in: graph.root, matching: candidates) else {
            return false
        }
        (node as? any WidgetEventHandler)?.handle(.activate)
        graph.flush()
        return true
    }

    private static func firstNode(in node: ViewNode, matching shortcuts: [KeyboardShortcut]) -> ViewNode? {
        if node.widget != nil, node is any WidgetEventHandler, let shortcut = node.keyboardShortcut,
            shortcuts.contains(shortcut)
        {
            return node
        }
        for child in node.children {
            if let found = firstNode(in: child, matching: shortcuts) { return found }
        }
        return nil
    }
}
