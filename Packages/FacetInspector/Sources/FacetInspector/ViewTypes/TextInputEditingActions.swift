import FacetUI
@_spi(Inspection) import FacetUICore

/// A text input with the actions of the deprecated `onEditingChanged:`/`onCommit:`
/// initialisers (`TextField`, `SecureField`).
@MainActor
protocol EditingActionsHolding {
    var editingActions: TextInputEditingActions { get }
}

extension TextField: EditingActionsHolding {}
extension SecureField: EditingActionsHolding {}

extension InspectableView {
    /// Runs the field's `name` action (`onEditingChanged` with `false`, editing ended, or
    /// `onCommit`), as ViewInspector does, then applies the updates. Throws "TextField is
    /// unresponsive: it is disabled" when a user could not edit the field, and "TextField
    /// does not have 'onCommit' callback" when it was made without the action.
    func callEditingAction(_ name: String, _ action: (TextInputEditingActions) -> (() -> Void)?) throws {
        let field = try viewValue(as: (any EditingActionsHolding).self, expected: View.typePrefix)
        try ensureResponsive()
        guard let run = action(field.editingActions) else {
            throw InspectionError.callbackNotFound(parent: typeName, callback: name)
        }
        run()
        commit()
    }
}
