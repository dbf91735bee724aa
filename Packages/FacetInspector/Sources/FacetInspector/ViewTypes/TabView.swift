import FacetUI
@_spi(Inspection) import FacetUICore

extension ViewType {
    /// `TabView` as inspection sees it. Its enclosed views are its tabs, by index; only the
    /// selected tab is built, so only it can be reached.
    public struct TabView: KnownViewType {
        /// "TabView".
        public static var typePrefix: String { "TabView" }
        /// Whether `node` holds a `TabView`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedTabView }
        /// Its enclosed views are reached by index.
        public static var _hasIndexedChildren: Bool { true }
        /// Its widget is a tab bar over the selected tab: the tab is not a label.
        public static var _drawsContent: Bool { true }
    }
}

/// Marks `TabView`, whatever its generic arguments.
@MainActor
protocol InspectedTabView {
    var tabTags: [AnyHashable?] { get }
}
extension FacetUI.TabView: InspectedTabView {}

extension InspectableView {
    /// The only enclosed `TabView` (or this view, when it is one).
    public func tabView() throws -> InspectableView<ViewType.TabView> {
        try child(ViewType.TabView.self, call: "tabView", index: nil)
    }

    /// The enclosed `TabView` at `index`.
    public func tabView(_ index: Int) throws -> InspectableView<ViewType.TabView> {
        try child(ViewType.TabView.self, call: "tabView", index: index)
    }

    /// The label set on the view with `.tabItem(_:)`.
    public func tabItem() throws -> InspectableView<ViewType.ClassifiedView> {
        let label = try modifier(TraitWritingModifier<TabItemTrait>.self, "tabItem") { $0.value }
        return try detached(label, call: "tabItem()")
    }
}

extension InspectableView where View == ViewType.TabView {
    /// The index of the selected tab, as the tab bar shows it.
    public func selectedTab() throws -> Int { try widgetContent(TabViewContent.self).selectedIndex }

    /// The tabs' titles (each tab item's text), as the tab bar shows them.
    public func tabTitles() throws -> [String] { try widgetContent(TabViewContent.self).titles }

    /// Acts as the user: picks the tab at `index` in the tab bar, then applies the updates
    /// (the selection binding is set to the tab's tag).
    public func selectTab(_ index: Int) throws {
        let titles = try tabTitles()
        guard titles.indices.contains(index) else {
            throw InspectionError.viewIndexOutOfBounds(index: index, count: titles.count)
        }
        try send(.select(index))
    }
}
