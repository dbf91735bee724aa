import FacetUI
@_spi(Inspection) import FacetUICore

extension ViewType {
    /// `NavigationView` as inspection sees it: its enclosed views are its views as
    /// written, whether its style shows them as a stack or as columns.
    public struct NavigationView: KnownViewType {
        /// "NavigationView".
        public static var typePrefix: String { "NavigationView" }
        /// Whether `node` holds a `NavigationView`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedNavigationView }
    }
}

/// Marks `NavigationView`, whatever its content.
protocol InspectedNavigationView {}

extension FacetUI.NavigationView: InspectedNavigationView, InspectedContainer {
    /// The views as written: those of the stack's root page, or of every column, leading
    /// first (the detail's own views, also while a link shows its page over them). Pushed
    /// pages are reached through the links showing them, as in ViewInspector.
    static func enclosedNodes(of node: ViewNode) -> [ViewNode] {
        var shown = node.children.first
        while let current = shown, current.view is FacetUI.AnyView { shown = current.children.first }
        guard let shown else { return [] }
        if shown.view is any InspectedNavigationSplitView {
            let columns: [NavigationSplitViewColumn] = [.sidebar, .content, .detail]
            return columns.flatMap { shown.navigationSplitColumn($0, asWritten: true)?.columnViews ?? [] }
        }
        // A stack's children are its bar, then its pages, the root first.
        return shown.children.dropFirst().first?.columnViews ?? []
    }
}

extension ViewNode {
    /// The `AnyView` a navigation page (a column of a split view) holds its views in,
    /// through its identity.
    var columnContent: ViewNode? {
        var node: ViewNode? = self
        while let current = node, !(current.view is FacetUI.AnyView) { node = current.children.first }
        return node
    }

    /// The views of a navigation page (a column of a split view).
    var columnViews: [ViewNode] { columnContent.map { ViewNode.flattened($0.children) } ?? [] }
}

extension InspectableView {
    /// The only enclosed `NavigationView` (or this view, when it is one).
    public func navigationView() throws -> InspectableView<ViewType.NavigationView> {
        try child(ViewType.NavigationView.self, call: "navigationView", index: nil)
    }

    /// The enclosed `NavigationView` at `index`.
    public func navigationView(_ index: Int) throws -> InspectableView<ViewType.NavigationView> {
        try child(ViewType.NavigationView.self, call: "navigationView", index: index)
    }
}
