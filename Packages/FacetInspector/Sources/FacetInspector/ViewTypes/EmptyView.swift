import FacetUI

extension ViewType {
    /// `EmptyView` as inspection sees it.
    public struct EmptyView: KnownViewType {
        /// "EmptyView".
        public static var typePrefix: String { "EmptyView" }
        /// Whether `node` holds a `EmptyView`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is FacetUI.EmptyView }
    }
}

extension InspectableView {
    /// The only enclosed `EmptyView` (or this view, when it is one).
    public func emptyView() throws -> InspectableView<ViewType.EmptyView> {
        try child(ViewType.EmptyView.self, call: "emptyView", index: nil)
    }

    /// The enclosed `EmptyView` at `index`.
    public func emptyView(_ index: Int) throws -> InspectableView<ViewType.EmptyView> {
        try child(ViewType.EmptyView.self, call: "emptyView", index: index)
    }
}
