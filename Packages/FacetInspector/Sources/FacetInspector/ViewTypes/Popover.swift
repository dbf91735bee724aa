import FacetUI
@_spi(Inspection) import FacetUICore

extension ViewType {
    /// A popover presented with `.popover(isPresented:attachmentAnchor:arrowEdge:content:)`
    /// or `.popover(item:…)`, as inspection sees it: its enclosed views are the popover's
    /// content (`popover().text()`), with `attachmentAnchor()`, `arrowEdge()` and
    /// `dismiss()`.
    public struct Popover: PresentationViewType {
        /// "Popover".
        public static var typePrefix: String { "Popover" }
        /// "popover".
        public static var _callName: String { "popover" }
    }
}

extension InspectableView {
    /// The popover presented by the view's `.popover(…)` modifier — the innermost one, or
    /// the `index`th counting from the innermost.
    ///
    /// ```swift
    /// try sut.inspect().button().tap()
    /// #expect(try sut.inspect().button().popover().text().string() == "Version 2.1")
    /// ```
    ///
    /// Throws "Button does not have 'popover' modifier" without one, and "View for Popover
    /// is absent" while it is not presented.
    public func popover(_ index: Int? = nil) throws -> InspectableView<ViewType.Popover> {
        let found = try presented(.popover, call: "popover", name: "Popover", index: index)
        return InspectableView<ViewType.Popover>(host: host, entry: found.content, path: found.path)
    }
}

extension InspectableView where View == ViewType.Popover {
    /// The anchor the popover attaches to, as written (`.rect(.bounds)` by default).
    public func attachmentAnchor() throws -> PopoverAttachmentAnchor {
        try popoverPlacement().attachmentAnchor
    }

    /// The edge the popover's arrow points to, as written (`.top` by default).
    public func arrowEdge() throws -> Edge { try popoverPlacement().arrowEdge }

    /// Dismisses the popover as its binding's reset does, then applies the updates.
    public func dismiss() throws { try dismissPresentation() }

    private func popoverPlacement() throws -> PopoverPlacement {
        guard let placement = presentation()?.popoverPlacement else {
            throw InspectionError.viewNotFound(parent: "Popover")
        }
        return placement
    }
}

extension PopoverAttachmentAnchor: @retroactive Equatable {
    /// Whether both anchor the same rectangle source or the same point.
    public static func == (lhs: PopoverAttachmentAnchor, rhs: PopoverAttachmentAnchor) -> Bool {
        switch (lhs, rhs) {
        case let (.rect(a), .rect(b)): a == b
        case let (.point(a), .point(b)): a == b
        default: false
        }
    }
}

extension Anchor.Source: @retroactive Equatable where Value == CGRect {
    /// Whether both designate the same region (the bounds, or the same rectangle).
    public static func == (lhs: Anchor<Value>.Source, rhs: Anchor<Value>.Source) -> Bool {
        lhs.region == rhs.region
    }
}
