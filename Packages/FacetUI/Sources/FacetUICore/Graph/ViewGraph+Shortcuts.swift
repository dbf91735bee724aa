/// Keyboard shortcuts, for every backend: a key press that no widget consumed activates
/// the first view (in tree order) whose `keyboardShortcut(_:)` is one of the shortcuts the
/// key can stand for.
extension ViewGraph {
    /// Activates the first view whose keyboard shortcut is in `candidates`, then applies the
    /// resulting updates; returns whether a view had one.
    ///
    /// ```swift
    /// // A backend that read Ctrl-S (Ctrl stands for Command on Linux):
    /// graph.performKeyboardShortcut([KeyboardShortcut("s"), KeyboardShortcut("s", modifiers: .control)])
    /// ```
    @discardableResult
    public func performKeyboardShortcut(_ candidates: [KeyboardShortcut]) -> Bool {
        guard !candidates.isEmpty, let root, let node = Self.firstNode(in: root, matching: candidates) else {
            return false
        }
        (node as? any WidgetEventHandler)?.handle(.activate)
        flush()
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

extension KeyboardShortcut {
    /// The shortcuts a key pressed with `modifiers` stands for on Linux, where Ctrl plays the
    /// part of Command: Ctrl-S matches both `.keyboardShortcut("s")` (Command-S) and
    /// `.keyboardShortcut("s", modifiers: .control)`.
    public static func candidates(key: KeyEquivalent, modifiers: EventModifiers) -> [KeyboardShortcut] {
        guard modifiers.contains(.control) else { return [KeyboardShortcut(key, modifiers: modifiers)] }
        let others = modifiers.subtracting(.control)
        return [
            KeyboardShortcut(key, modifiers: others.union(.command)),
            KeyboardShortcut(key, modifiers: others.union(.control)),
        ]
    }
}
