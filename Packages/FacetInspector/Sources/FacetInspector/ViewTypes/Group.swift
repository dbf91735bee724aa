import FacetUI

/// Marks `Group` for inspection, whatever its generic arguments.
protocol InspectedGroup {}
extension Group: InspectedGroup {}

extension ViewType {
    /// `Group` as inspection sees it.
    public struct Group: KnownViewType {
        /// "Group".
        public static var typePrefix: String { "Group" }
        /// Whether `node` holds a `Group`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedGroup }
        /// Its enclosed views are reached by index.
        public static var _hasIndexedChildren: Bool { true }
    }
}

extension InspectableView {
    /// The only enclosed `Group` (or this view, when it is one).
    public func group() throws -> InspectableView<ViewType.Group> {
        try child(ViewType.Group.self, call: "group", index: nil)
    }

    /// The enclosed `Group` at `index`.
    public func group(_ index: Int) throws -> InspectableView<ViewType.Group> {
        try child(ViewType.Group.self, call: "group", index: index)
    }
}
