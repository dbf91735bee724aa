import FacetUI
@_spi(Inspection) import FacetUICore

extension ViewType {
    /// An action sheet presented with `.actionSheet(isPresented:content:)` or
    /// `.actionSheet(item:content:)`, as inspection sees it: its `title()`, `message()` and
    /// `button(_:)`.
    public struct ActionSheet: PresentationViewType {
        /// "ActionSheet".
        public static var typePrefix: String { "ActionSheet" }
        /// "actionSheet".
        public static var _callName: String { "actionSheet" }
    }
}

extension InspectableView {
    /// The action sheet presented by the view's `.actionSheet(…)` modifier — the innermost
    /// one, or the `index`th counting from the innermost.
    ///
    /// ```swift
    /// #expect(try sut.inspect().button().actionSheet().title().string() == "Share")
    /// try sut.inspect().button().actionSheet().button(0).tap()
    /// ```
    ///
    /// Throws "Button does not have 'actionSheet' modifier" without one, and "View for
    /// ActionSheet is absent" while it is not presented.
    public func actionSheet(_ index: Int? = nil) throws -> InspectableView<ViewType.ActionSheet> {
        let found = try presented(.actionSheet, call: "actionSheet", name: "ActionSheet", index: index)
        return InspectableView<ViewType.ActionSheet>(host: host, entry: found.content, path: found.path)
    }
}

extension InspectableView where View == ViewType.ActionSheet {
    /// The action sheet's title.
    public func title() throws -> InspectableView<ViewType.Text> { try dialogTitle() }

    /// The action sheet's message; throws "View for message is absent" without one.
    public func message() throws -> InspectableView<ViewType.Text> {
        let dialog = try dialogParts()
        guard dialog.hasMessage, let text = dialog.message.firstText else {
            throw InspectionError.viewNotFound(parent: "message")
        }
        return InspectableView<ViewType.Text>(host: host, entry: text, path: path(appending: "message()"))
    }

    /// The button at `index`, in the order written; throws "View for button at index 3 is
    /// absent" past the last.
    public func button(_ index: Int) throws -> InspectableView<ViewType.AlertButton> {
        try legacyButton(index, call: "button(\(index))", missing: "button at index \(index)")
    }

    /// Dismisses the action sheet as its binding's reset does, without running an action,
    /// then applies the updates.
    public func dismiss() throws { try dismissPresentation() }
}
