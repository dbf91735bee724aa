import FacetUI
@_spi(Inspection) import FacetUICore

extension InspectableView {
    /// Acts as the user: taps the view's `.onTapGesture(count:perform:)` area (the
    /// innermost one), then applies the updates. Throws when the view is disabled.
    public func callOnTapGesture() throws {
        guard
            let area = modifierNodes.first(where: { $0.appliedModifier is TapGestureContent })
        else { throw InspectionError.callbackNotFound(parent: typeName, callback: "onTapGesture") }
        try ensureResponsive(actingOn: area)
        guard let widget = area.widget as? HeadlessBackend.Widget else {
            throw InspectionError.notSupported("onTapGesture does not have a widget")
        }
        widget.send(.activate)
        commit()
    }

    /// The number of taps the view's `.onTapGesture(count:perform:)` waits for.
    public func onTapGestureCount() throws -> Int {
        try modifier(TapGestureContent.self, "onTapGesture").count
    }

    /// The shortcut assigned to the view with `.keyboardShortcut(_:modifiers:)` or
    /// `.keyboardShortcut(_:)`.
    ///
    /// ```swift
    /// #expect(try sut.inspect().button().keyboardShortcut() == .defaultAction)
    /// ```
    public func keyboardShortcut() throws -> KeyboardShortcut {
        try modifier(TraitWritingModifier<KeyboardShortcutTrait>.self, "keyboardShortcut") { $0.value }
    }

    /// Whether the view has focus now, as the binding of its `.focused(_:)` or
    /// `.focused(_:equals:)` modifier says (after `@FocusState` changes, or a user's focus).
    public func isFocused() throws -> Bool {
        try modifier((any InspectedFocus).self, "focused").isFocused
    }
}

/// A `.focused` modifier, whatever its value type.
@MainActor
protocol InspectedFocus {
    var isFocused: Bool { get }
}

extension FocusedModifier: InspectedFocus {}
