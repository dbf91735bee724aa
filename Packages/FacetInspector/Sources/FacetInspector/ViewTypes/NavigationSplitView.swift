import FacetUI
@_spi(Inspection) import FacetUICore

extension ViewType {
    /// `NavigationSplitView` as inspection sees it: its enclosed views are those of its
    /// content column (none in a two-column view); `sidebarView()` and `detailView()`
    /// reach the others, as in ViewInspector.
    public struct NavigationSplitView: KnownViewType {
        /// "NavigationSplitView".
        public static var typePrefix: String { "NavigationSplitView" }
        /// Whether `node` holds a `NavigationSplitView`.
        public static func _matches(_ node: ViewNode) -> Bool {
            node.view is any InspectedNavigationSplitView
        }
        /// Its widget draws the columns side by side: the content is not a label.
        public static var _drawsContent: Bool { true }
    }
}

/// Marks `NavigationSplitView`, whatever its generic arguments.
protocol InspectedNavigationSplitView {}

extension FacetUI.NavigationSplitView: InspectedNavigationSplitView, InspectedContainer {
    /// The views of the content column.
    static func enclosedNodes(of node: ViewNode) -> [ViewNode] {
        node.navigationSplitColumn(.content)?.columnViews ?? []
    }

}

extension InspectableView {
    /// The only enclosed `NavigationSplitView` (or this view, when it is one).
    public func navigationSplitView() throws -> InspectableView<ViewType.NavigationSplitView> {
        try child(ViewType.NavigationSplitView.self, call: "navigationSplitView", index: nil)
    }

    /// The enclosed `NavigationSplitView` at `index`.
    public func navigationSplitView(_ index: Int) throws -> InspectableView<ViewType.NavigationSplitView> {
        try child(ViewType.NavigationSplitView.self, call: "navigationSplitView", index: index)
    }
}

extension InspectableView where View == ViewType.NavigationSplitView {
    /// The sidebar column; its enclosed views are the sidebar's views.
    public func sidebarView() throws -> InspectableView<ViewType.ClassifiedView> {
        try column(.sidebar, "sidebarView()")
    }

    /// The detail column (the page a leading column's link shows there, once one did).
    public func detailView() throws -> InspectableView<ViewType.ClassifiedView> {
        try column(.detail, "detailView()")
    }

    private func column(_ column: NavigationSplitViewColumn, _ call: String) throws -> InspectableView<
        ViewType.ClassifiedView
    > {
        guard let content = node.navigationSplitColumn(column)?.columnContent else {
            throw InspectionError.viewNotFound(parent: call)
        }
        return InspectableView<ViewType.ClassifiedView>(
            host: host, entry: content, path: path(appending: call))
    }
}
