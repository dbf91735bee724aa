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

    /// Acts as the user: gives keyboard focus to the view's `.focusable(_:onFocusChange:)`
    /// area (the innermost one), running its action with `true`, then applies the updates.
    /// Throws when the view is disabled or not focusable.
    public func callOnFocusChange() throws {
        guard let area = modifierNodes.first(where: { $0.appliedModifier is FocusableModifier }),
            let focusable = area.appliedModifier as? FocusableModifier
        else { throw missingModifier("focusable") }
        try ensureResponsive(actingOn: area)
        guard focusable.isFocusable, let widget = area.widget as? HeadlessBackend.Widget else {
            throw InspectionError.unresponsiveControl(name: typeName, reason: "it is not focusable")
        }
        widget.send(.focus(true))
        commit()
    }

    /// Whether the view takes keyboard focus, as its `.focusable(_:)` modifier says.
    public func isFocusable() throws -> Bool {
        try modifier(FocusableModifier.self, "focusable").isFocusable
    }

    /// The interactions of the view's `.focusable(_:interactions:)` modifier (`.automatic`
    /// for the other forms).
    public func focusInteractions() throws -> FocusInteractions {
        try modifier(FocusableModifier.self, "focusable").interactions
    }

    /// The item provider the view's `.itemProvider(_:)` action makes (`nil` when it has no
    /// action, or the action gives none). Facet never starts a drag: this is the only
    /// caller of the action.
    ///
    /// ```swift
    /// let provider = try sut.inspect().text().itemProvider()
    /// #expect(provider?.registeredTypeIdentifiers == ["public.text"])
    /// ```
    public func itemProvider() throws -> NSItemProvider? {
        try modifier(ItemProviderModifier.self, "itemProvider").action?()
    }
}

/// A `.focused` modifier, whatever its value type.
@MainActor
protocol InspectedFocus {
    var isFocused: Bool { get }
}

extension FocusedModifier: InspectedFocus {}
