import FacetUI

extension ViewType {
    /// A sheet presented with `.sheet(isPresented:onDismiss:content:)` or
    /// `.sheet(item:onDismiss:content:)`, as inspection sees it: its enclosed views are the
    /// sheet's content (`sheet().vStack()`, or `sheet().text(0)` for several views).
    public struct Sheet: PresentationViewType {
        /// "Sheet".
        public static var typePrefix: String { "Sheet" }
        /// "sheet".
        public static var _callName: String { "sheet" }
    }

    /// A full-screen cover presented with `.fullScreenCover(isPresented:onDismiss:content:)`
    /// or `.fullScreenCover(item:onDismiss:content:)`: inspected as a sheet (as in
    /// ViewInspector, sheets and full-screen covers share their indices and a search names
    /// both `sheet()`).
    public typealias FullScreenCover = Sheet
}

extension InspectableView {
    /// The sheet presented by the view's `.sheet(…)` modifier — the innermost one, or the
    /// `index`th counting from the innermost.
    ///
    /// ```swift
    /// try sut.inspect().button().tap()
    /// #expect(try sut.inspect().button().sheet().text().string() == "Details")
    /// ```
    ///
    /// Throws "Button does not have 'sheet' modifier" without one, and "View for Sheet is
    /// absent" while the sheet is not presented.
    public func sheet(_ index: Int? = nil) throws -> InspectableView<ViewType.Sheet> {
        let found = try presented(.sheet, call: "sheet", name: "Sheet", index: index)
        return InspectableView<ViewType.Sheet>(host: host, entry: found.content, path: found.path)
    }
}

extension InspectableView {
    /// The full-screen cover presented by the view's `.fullScreenCover(…)` modifier — the
    /// innermost one (sheets count too), or the `index`th counting from the innermost.
    ///
    /// Throws "Button does not have 'fullScreenCover' modifier" without one, and "View for
    /// FullScreenCover is absent" while it is not presented.
    public func fullScreenCover(_ index: Int? = nil) throws -> InspectableView<ViewType.FullScreenCover> {
        let found = try presented(
            .fullScreenCover, call: "fullScreenCover", name: "FullScreenCover", index: index)
        return InspectableView<ViewType.Sheet>(host: host, entry: found.content, path: found.path)
    }
}

extension InspectableView where View == ViewType.Sheet {
    /// Dismisses the sheet as its binding's reset does (as Escape or `dismiss()` would),
    /// then applies the updates: the sheet is removed and its `onDismiss` runs.
    public func dismiss() throws { try dismissPresentation() }
}
