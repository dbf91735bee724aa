import FacetUI
@_spi(Inspection) import FacetUICore

/// Marks `TextField` for inspection, whatever its generic arguments.
@MainActor
protocol InspectedTextField: LabelHoldingControl {
    var inspectedPrompt: FacetUI.Text? { get }
    var editsFormattedValue: Bool { get }
}
extension TextField: InspectedTextField {
    var inspectedLabel: any FacetUI.View { labelView }
    var inspectedPrompt: FacetUI.Text? { prompt }
}

extension ViewType {
    /// `TextField` as inspection sees it.
    public struct TextField: KnownViewType {
        /// "TextField".
        public static var typePrefix: String { "TextField" }
        /// Whether `node` holds a `TextField`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedTextField }
    }
}

extension InspectableView {
    /// The only enclosed `TextField` (or this view, when it is one).
    public func textField() throws -> InspectableView<ViewType.TextField> {
        try child(ViewType.TextField.self, call: "textField", index: nil)
    }

    /// The enclosed `TextField` at `index`.
    public func textField(_ index: Int) throws -> InspectableView<ViewType.TextField> {
        try child(ViewType.TextField.self, call: "textField", index: index)
    }
}

extension InspectableView where View == ViewType.TextField {
    /// The text the field shows.
    public func input() throws -> String { try widgetContent(TextFieldContent.self).text }

    /// Acts as the user: types `text` in place of the field's text, then applies the updates.
    /// A field editing a value through a format (`TextField(_:value:format:)`) is then left,
    /// as a user ends editing, so that the text is parsed into the value (invalid text is
    /// dropped, and the field shows the last valid value).
    public func setInput(_ text: String) throws {
        try send(.text(text))
        if (node.view as? any InspectedTextField)?.editsFormattedValue == true { try send(.focus(false)) }
    }

    /// The field's label, as written (`TextField("Name", text:)` has the text "Name"),
    /// hosted on its own: the widget draws it as a placeholder.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try heldLabel()
    }

    /// The field's prompt, hosted on its own; "View for prompt is absent" without one.
    public func prompt() throws -> InspectableView<ViewType.Text> {
        guard
            let prompt = try viewValue(as: (any InspectedTextField).self, expected: "TextField")
                .inspectedPrompt
        else {
            throw InspectionError.viewNotFound(parent: "prompt")
        }
        return try detached(prompt, call: "prompt()").retyped()
    }

    /// Acts as the user: presses Return in the field.
    public func callOnSubmit() throws { try send(.submit) }

    /// Runs the field's `onEditingChanged` action (`TextField(_:text:onEditingChanged:…)`)
    /// with `false`, editing ended, then applies the updates.
    ///
    /// ```swift
    /// try sut.inspect().textField().callOnEditingChanged()
    /// ```
    public func callOnEditingChanged() throws {
        try callEditingAction("onEditingChanged") { actions in
            actions.onEditingChanged.map { action in { action(false) } }
        }
    }

    /// Runs the field's `onCommit` action (`TextField(_:text:onEditingChanged:onCommit:)`),
    /// then applies the updates; the `onSubmit` actions around it are not run.
    public func callOnCommit() throws { try callEditingAction("onCommit") { $0.onCommit } }
}
