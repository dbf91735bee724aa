/// Keyboard shortcuts describe combinations of keys on a keyboard that the user can press
/// in order to interact with your app.
///
/// A shortcut is stored with the view it modifies, readable from the view's node
/// (``ViewNode/keyboardShortcut``); a backend that handles keyboard input activates the
/// view when the keys are pressed.
///
/// ```swift
/// Button("OK") { confirm() }.keyboardShortcut(.defaultAction)
/// ```
public struct KeyboardShortcut: Hashable, Sendable {
    /// The key equivalent that the user presses in conjunction with any specified
    /// modifier keys to activate the shortcut.
    public var key: KeyEquivalent
    /// The modifier keys that the user presses in conjunction with a key equivalent to
    /// activate the shortcut.
    public var modifiers: EventModifiers

    /// Creates a new keyboard shortcut with the given key equivalent and set of modifier
    /// keys.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        (self.key, self.modifiers) = (key, modifiers)
    }

    /// The standard keyboard shortcut for the default button: Return, without modifiers.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// The standard keyboard shortcut for cancelling: Escape, without modifiers.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// The trait of `.keyboardShortcut(_:)` (for inspection tools, "keyboardShortcut", or
/// "keyboardShortcut(nil)" for the call that removes a shortcut).
@_spi(Inspection)
public enum KeyboardShortcutTrait: TraitKey {
    /// A view has no shortcut unless it sets one.
    public static var defaultValue: KeyboardShortcut? { nil }

    /// "keyboardShortcut", or "keyboardShortcut(nil)" for `nil`.
    public static func modifierName(for value: KeyboardShortcut?) -> String {
        value == nil ? "keyboardShortcut(nil)" : "keyboardShortcut"
    }
}

extension ViewNode {
    /// The keyboard shortcut assigned with `keyboardShortcut(_:)` to this view (or to a
    /// modifier wrapping it, up to its container).
    public var keyboardShortcut: KeyboardShortcut? { trait(KeyboardShortcutTrait.self) }
}

extension View {
    /// Assigns a keyboard shortcut to the modified control.
    ///
    /// ```swift
    /// Button("Save") { save() }.keyboardShortcut("s")
    /// ```
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }

    /// Assigns a keyboard shortcut to the modified control.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        trait(KeyboardShortcutTrait.self, shortcut)
    }

    /// Assigns an optional keyboard shortcut to the modified control (`nil`: none).
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        trait(KeyboardShortcutTrait.self, shortcut)
    }
}
