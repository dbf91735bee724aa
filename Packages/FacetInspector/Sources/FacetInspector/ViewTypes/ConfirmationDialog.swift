import FacetUI
@_spi(Inspection) import FacetUICore

extension ViewType {
    /// A confirmation dialog presented with
    /// `.confirmationDialog(_:isPresented:titleVisibility:actions:)` (or with a message), as
    /// inspection sees it: its `title()`, `message()` and `actions()`.
    public struct ConfirmationDialog: PresentationViewType {
        /// "ConfirmationDialog".
        public static var typePrefix: String { "ConfirmationDialog" }
    }
}

extension InspectableView {
    /// The confirmation dialog presented by the view's `.confirmationDialog(…)` modifier —
    /// the innermost one, or the `index`th counting from the innermost.
    ///
    /// ```swift
    /// try sut.inspect().button().confirmationDialog().actions().button(0).tap()
    /// ```
    ///
    /// Throws "Button does not have 'confirmationDialog' modifier" without one, and "View
    /// for ConfirmationDialog is absent" while the dialog is not presented.
    public func confirmationDialog(_ index: Int? = nil) throws -> InspectableView<ViewType.ConfirmationDialog>
    {
        let found = try presented(
            .confirmationDialog, call: "confirmationDialog", name: "ConfirmationDialog", index: index)
        return InspectableView<ViewType.ConfirmationDialog>(
            host: host, entry: found.content, path: found.path)
    }
}

extension InspectableView where View == ViewType.ConfirmationDialog {
    /// The dialog's title, as written (also when the dialog hides it).
    public func title() throws -> InspectableView<ViewType.Text> { try dialogTitle() }

    /// Whether the dialog shows its title, as `titleVisibility` set it.
    public func titleVisibility() throws -> Visibility { try dialogParts().titleVisibility }

    /// The dialog's message (an `EmptyView` without one).
    public func message() throws -> InspectableView<ViewType.ClassifiedView> { try dialogMessage() }

    /// The dialog's actions as written (`actions().button(1)`). Tapping one runs its action
    /// and closes the dialog.
    public func actions() throws -> InspectableView<ViewType.ClassifiedView> { try dialogActions() }

    /// Dismisses the dialog as its binding's reset does, without running an action, then
    /// applies the updates.
    public func dismiss() throws { try dismissPresentation() }
}
