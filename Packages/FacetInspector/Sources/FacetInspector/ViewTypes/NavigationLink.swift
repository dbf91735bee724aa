import FacetUI

extension ViewType {
    /// `NavigationLink` as inspection sees it: a control whose enclosed view is its label.
    public struct NavigationLink: KnownViewType {
        /// "NavigationLink".
        public static var typePrefix: String { "NavigationLink" }
        /// Whether `node` holds a `NavigationLink`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedNavigationLink }
    }
}

/// Marks `NavigationLink`, whatever its generic arguments.
protocol InspectedNavigationLink {}
extension FacetUI.NavigationLink: InspectedNavigationLink {}

extension InspectableView {
    /// The only enclosed `NavigationLink` (or this view, when it is one).
    public func navigationLink() throws -> InspectableView<ViewType.NavigationLink> {
        try child(ViewType.NavigationLink.self, call: "navigationLink", index: nil)
    }

    /// The enclosed `NavigationLink` at `index`.
    public func navigationLink(_ index: Int) throws -> InspectableView<ViewType.NavigationLink> {
        try child(ViewType.NavigationLink.self, call: "navigationLink", index: index)
    }
}

extension InspectableView where View == ViewType.NavigationLink {
    /// The link's label.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> { try controlLabel() }

    /// Acts as the user: activates the link, then applies the updates — the enclosing
    /// `NavigationStack` shows the link's page. Throws when the link is disabled or has no
    /// destination.
    public func activate() throws {
        guard try widgetContent(NavigationLinkContent.self).isEnabled else {
            throw InspectionError.unresponsiveControl(
                name: "NavigationLink", reason: "it is disabled or has no destination")
        }
        try send(.activate)
    }
}
