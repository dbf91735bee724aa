import FacetUI
@_spi(Inspection) import FacetUICore

/// Marks `SecureField` for inspection, whatever its label.
@MainActor
protocol InspectedSecureField: LabelHoldingControl {}
extension SecureField: InspectedSecureField {
    var inspectedLabel: any FacetUI.View { labelView }
}

extension ViewType {
    /// `SecureField` as inspection sees it.
    public struct SecureField: KnownViewType {
        /// "SecureField".
        public static var typePrefix: String { "SecureField" }
        /// Whether `node` holds a `SecureField`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedSecureField }
    }
}

extension InspectableView {
    /// The only enclosed `SecureField` (or this view, when it is one).
    public func secureField() throws -> InspectableView<ViewType.SecureField> {
        try child(ViewType.SecureField.self, call: "secureField", index: nil)
    }

    /// The enclosed `SecureField` at `index`.
    public func secureField(_ index: Int) throws -> InspectableView<ViewType.SecureField> {
        try child(ViewType.SecureField.self, call: "secureField", index: index)
    }
}

extension InspectableView where View == ViewType.SecureField {
    /// The field's label. Its widget shows the label's text as a placeholder, so the label
    /// is hosted on its own for inspection.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try heldLabel()
    }

    /// The text the field holds (its widget shows it masked).
    public func input() throws -> String { try widgetContent(TextFieldContent.self).text }

    /// Acts as the user: types `text` in place of the field's text, then applies the updates.
    public func setInput(_ text: String) throws {
        try send(.text(text))
    }

    /// Acts as the user: presses Return in the field.
    public func callOnSubmit() throws { try send(.submit) }

    /// Runs the field's `onCommit` action (`SecureField(_:text:onCommit:)`), then applies
    /// the updates; the `onSubmit` actions around it are not run.
    public func callOnCommit() throws { try callEditingAction("onCommit") { $0.onCommit } }
}
