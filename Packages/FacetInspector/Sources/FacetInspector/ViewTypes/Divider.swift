import FacetUI

extension ViewType {
    /// `Divider` as inspection sees it.
    public struct Divider: KnownViewType {
        /// "Divider".
        public static var typePrefix: String { "Divider" }
        /// Whether `node` holds a `Divider`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is FacetUI.Divider }
    }
}

extension InspectableView {
    /// The only enclosed `Divider` (or this view, when it is one).
    public func divider() throws -> InspectableView<ViewType.Divider> {
        try child(ViewType.Divider.self, call: "divider", index: nil)
    }

    /// The enclosed `Divider` at `index`.
    public func divider(_ index: Int) throws -> InspectableView<ViewType.Divider> {
        try child(ViewType.Divider.self, call: "divider", index: index)
    }
}
