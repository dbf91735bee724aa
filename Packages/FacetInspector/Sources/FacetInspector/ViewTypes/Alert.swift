import FacetUI
@_spi(Inspection) import FacetUICore

extension ViewType {
    /// An alert presented with `.alert(_:isPresented:actions:)` (and its `presenting:`,
    /// `error:` and `message:` forms) or with an `Alert` value (`.alert(isPresented:content:)`,
    /// `.alert(item:content:)`), as inspection sees it: its `title()`, `message()`, and
    /// `actions()` or an `Alert` value's `primaryButton()` and `secondaryButton()`.
    public struct Alert: PresentationViewType {
        /// "Alert".
        public static var typePrefix: String { "Alert" }
        /// "alert".
        public static var _callName: String { "alert" }
    }
}

extension InspectableView {
    /// The alert presented by the view's `.alert(…)` modifier — the innermost one, or the
    /// `index`th counting from the innermost.
    ///
    /// ```swift
    /// try sut.inspect().button().tap()
    /// #expect(try sut.inspect().button().alert().title().string() == "Delete file?")
    /// try sut.inspect().button().alert().actions().button(0).tap()
    /// ```
    ///
    /// Throws "Button does not have 'alert' modifier" without one, and "View for Alert is
    /// absent" while the alert is not presented.
    public func alert(_ index: Int? = nil) throws -> InspectableView<ViewType.Alert> {
        let found = try presented(.alert, call: "alert", name: "Alert", index: index)
        return InspectableView<ViewType.Alert>(host: host, entry: found.content, path: found.path)
    }
}

extension InspectableView where View == ViewType.Alert {
    /// The alert's title.
    public func title() throws -> InspectableView<ViewType.Text> { try dialogTitle() }

    /// The alert's message (an `EmptyView` without one). For an `Alert` value made without
    /// a message, throws "View for message is absent".
    public func message() throws -> InspectableView<ViewType.ClassifiedView> {
        guard try dialogParts().hasMessage else { throw InspectionError.viewNotFound(parent: "message") }
        return try dialogMessage()
    }

    /// The first button of an `Alert` value: its dismiss button ("OK" without one), or its
    /// primary button.
    public func primaryButton() throws -> InspectableView<ViewType.AlertButton> {
        try legacyButton(0, call: "primaryButton()", missing: "primaryButton")
    }

    /// The secondary button of an `Alert` value; throws "View for secondaryButton is
    /// absent" with a single button.
    public func secondaryButton() throws -> InspectableView<ViewType.AlertButton> {
        try legacyButton(1, call: "secondaryButton()", missing: "secondaryButton")
    }

    /// The alert's actions as written (`actions().button(1)`); an alert written without
    /// actions shows an "OK" button. Tapping one runs its action and closes the alert.
    public func actions() throws -> InspectableView<ViewType.ClassifiedView> { try dialogActions() }

    /// Dismisses the alert as its binding's reset does, without running an action, then
    /// applies the updates.
    public func dismiss() throws { try dismissPresentation() }
}
