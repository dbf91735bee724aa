import FacetUI
@_spi(Inspection) import FacetUICore

/// Reads a `Menu`'s items, whatever its generic arguments.
@MainActor
protocol InspectedMenu: ChoiceHoldingControl {}

extension FacetUI.Menu: InspectedMenu {
    var inspectedChoices: any FacetUI.View { content }
}

extension ViewType {
    /// `Menu` as inspection sees it: a control whose enclosed view is its label; its items
    /// are reached with `content()`.
    public struct Menu: KnownViewType {
        /// "Menu".
        public static var typePrefix: String { "Menu" }
        /// Whether `node` holds a `Menu`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedMenu }
    }
}

extension InspectableView {
    /// The only enclosed `Menu` (or this view, when it is one).
    public func menu() throws -> InspectableView<ViewType.Menu> {
        try child(ViewType.Menu.self, call: "menu", index: nil)
    }

    /// The enclosed `Menu` at `index`.
    public func menu(_ index: Int) throws -> InspectableView<ViewType.Menu> {
        try child(ViewType.Menu.self, call: "menu", index: index)
    }
}

extension InspectableView where View == ViewType.Menu {
    /// The menu's label.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> { try controlLabel() }

    /// The menu's items as written (`menu().content().button(1).tap()` chooses the second
    /// item; its action's updates are applied to the inspected view). The menu's own
    /// navigation reaches them too: `menu().button(1)`. (`function` keeps the call apart
    /// from ViewInspector's `content` property of every inspected view: leave it out.)
    public func content(function: StaticString = #function) throws -> InspectableView<ViewType.ClassifiedView>
    {
        let menu = try viewValue(as: (any InspectedMenu).self, expected: "Menu")
        return try detached(menu.inspectedChoices, call: "content()")
    }

    /// The titles of the items, as the menu's widget lists them.
    public func items() throws -> [String] { try widgetContent(MenuContent.self).items }

    /// Acts as the user: opens the menu and chooses the item at `index`, then applies the
    /// updates.
    public func selectItem(_ index: Int) throws {
        let content = try widgetContent(MenuContent.self)
        try ensureResponsive()
        guard content.items.indices.contains(index) else {
            throw InspectionError.viewIndexOutOfBounds(index: index, count: content.items.count)
        }
        try send(.select(index))
    }

    /// Acts as the user: activates the menu itself, running its primary action.
    public func callPrimaryAction() throws {
        guard try widgetContent(MenuContent.self).hasPrimaryAction else {
            throw InspectionError.callbackNotFound(parent: "Menu", callback: "primaryAction")
        }
        try send(.activate)
    }
}
