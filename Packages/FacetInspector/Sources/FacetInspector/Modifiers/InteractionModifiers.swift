import FacetUI

extension InspectableView {
    /// Acts as the user: taps the view's `.onTapGesture(count:perform:)` area (the
    /// innermost one), then applies the updates. Throws when the view is disabled.
    public func callOnTapGesture() throws {
        guard
            let area = modifierNodes.first(where: {
                if case .tapGesture = $0._inspectedModifier { true } else { false }
            })
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
        try modifier("onTapGesture") { if case .tapGesture(let count) = $0 { count } else { nil } }
    }

    /// The shortcut assigned to the view with `.keyboardShortcut(_:modifiers:)` or
    /// `.keyboardShortcut(_:)`.
    ///
    /// ```swift
    /// #expect(try sut.inspect().button().keyboardShortcut() == .defaultAction)
    /// ```
    public func keyboardShortcut() throws -> KeyboardShortcut {
        try modifier("keyboardShortcut") {
            if case .keyboardShortcut(let shortcut?) = $0 { shortcut } else { nil }
        }
    }

    /// Whether the view has focus now, as the binding of its `.focused(_:)` or
    /// `.focused(_:equals:)` modifier says (after `@FocusState` changes, or a user's focus).
    public func isFocused() throws -> Bool {
        try modifier("focused") { if case .focused(let isFocused) = $0 { isFocused } else { nil } }
    }
}
