import FacetUI

extension ViewType {
    /// `AnyView` as inspection sees it.
    public struct AnyView: KnownViewType {
        /// "AnyView".
        public static var typePrefix: String { "AnyView" }
        /// Whether `node` holds a `AnyView`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is FacetUI.AnyView }
    }
}

extension InspectableView {
    /// The only enclosed `AnyView` (or this view, when it is one).
    public func anyView() throws -> InspectableView<ViewType.AnyView> {
        try child(ViewType.AnyView.self, call: "anyView", index: nil)
    }

    /// The enclosed `AnyView` at `index`.
    public func anyView(_ index: Int) throws -> InspectableView<ViewType.AnyView> {
        try child(ViewType.AnyView.self, call: "anyView", index: index)
    }
}
