import FacetUI

extension ViewType {
    /// `NavigationStack` as inspection sees it. Its enclosed views are those of its top
    /// page (the root until a page is pushed): a pushed page replaces the root in the path.
    public struct NavigationStack: KnownViewType {
        /// "NavigationStack".
        public static var typePrefix: String { "NavigationStack" }
        /// Whether `node` holds a `NavigationStack`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedNavigationStack }
    }
}

/// Marks `NavigationStack`, whatever its generic arguments.
protocol InspectedNavigationStack {}
extension FacetUI.NavigationStack: InspectedNavigationStack {}

extension InspectableView {
    /// The only enclosed `NavigationStack` (or this view, when it is one).
    public func navigationStack() throws -> InspectableView<ViewType.NavigationStack> {
        try child(ViewType.NavigationStack.self, call: "navigationStack", index: nil)
    }

    /// The enclosed `NavigationStack` at `index`.
    public func navigationStack(_ index: Int) throws -> InspectableView<ViewType.NavigationStack> {
        try child(ViewType.NavigationStack.self, call: "navigationStack", index: index)
    }
}

extension InspectableView where View == ViewType.NavigationStack {
    /// The title of the top page (its `.navigationTitle(_:)`), as the navigation bar shows
    /// it ("" when it sets none).
    public func topPageTitle() throws -> String { try bar().title }

    /// Whether a page is pushed over the root (the bar shows a back button).
    public func isShowingPushedPage() throws -> Bool { try bar().showsBackButton }

    /// Acts as the user: presses the bar's back button, then applies the updates.
    public func goBack() throws {
        try ensureResponsive()
        guard try bar().showsBackButton else {
            throw InspectionError.unresponsiveControl(name: "NavigationStack", reason: "it shows its root")
        }
        guard let widget = barWidget else {
            throw InspectionError.notSupported("NavigationStack does not have a navigation bar")
        }
        widget.send(.activate)
        commit()
    }

    /// The bar's widget (the first of the stack's bars; none while the page hides it).
    private var barWidget: HeadlessBackend.Widget? {
        node.children.first?.children.first?.firstNode { $0.widget is HeadlessBackend.Widget }?.widget
            as? HeadlessBackend.Widget
    }

    private func bar() throws -> NavigationBarContent {
        guard let bar = barWidget?.content as? NavigationBarContent else {
            throw InspectionError.attributeNotFound(label: "navigationBar", type: "NavigationStack")
        }
        return bar
    }
}
