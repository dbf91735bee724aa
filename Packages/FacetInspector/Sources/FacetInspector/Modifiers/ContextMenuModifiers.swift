import FacetUI
@_spi(Inspection) import FacetUICore

/// A `.contextMenu` modifier's items and preview, whatever their types.
@MainActor
protocol InspectedContextMenu {
    var inspectedItems: (any FacetUI.View)? { get }
    var inspectedPreview: (any FacetUI.View)? { get }
}

extension ContextMenuModifier: InspectedContextMenu {
    var inspectedItems: (any FacetUI.View)? { menuItems }
    var inspectedPreview: (any FacetUI.View)? { preview }
}

extension InspectableView {
    /// The items of the view's `.contextMenu`, as written, hosted on their own:
    /// `text().contextMenu().button(1).tap()` runs the second item's action (its updates
    /// are applied to the inspected view). Searches reach them the same way.
    ///
    /// ```swift
    /// let sut = try Text("File").contextMenu { Button("Delete") { … } }.inspect()
    /// try sut.text().contextMenu().button(0).tap()
    /// ```
    public func contextMenu() throws -> InspectableView<ViewType.ClassifiedView> {
        let items = try modifier((any InspectedContextMenu).self, "contextMenu") { $0.inspectedItems }
        return try hosted(items, call: "contextMenu()")
    }

    /// The preview given with `.contextMenu(menuItems:preview:)`, hosted on its own.
    public func contextMenuPreview() throws -> InspectableView<ViewType.ClassifiedView> {
        let preview = try modifier((any InspectedContextMenu).self, "contextMenu(menuItems:preview:)") {
            $0.inspectedPreview
        }
        return try hosted(preview, call: "contextMenuPreview()")
    }

    /// `view`, a value the view holds, hosted on its own and reached by `call`.
    func hosted(_ view: any FacetUI.View, call: String) throws -> InspectableView<ViewType.ClassifiedView> {
        func host<Held: FacetUI.View>(_ view: Held) throws -> InspectableView<ViewType.ClassifiedView> {
            try detached(view, call: call)
        }
        return try _openExistential(view, do: host)
    }
}
