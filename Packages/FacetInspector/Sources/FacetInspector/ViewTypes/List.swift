import FacetUI

/// Marks `List` for inspection, whatever its generic arguments.
protocol InspectedList {}
extension List: InspectedList {}

extension ViewType {
    /// `List` as inspection sees it.
    public struct List: KnownViewType {
        /// "List".
        public static var typePrefix: String { "List" }
        /// Whether `node` holds a `List`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedList }
        /// Its enclosed views are reached by index.
        public static var _hasIndexedChildren: Bool { true }
    }
}

extension InspectableView {
    /// The only enclosed `List` (or this view, when it is one).
    public func list() throws -> InspectableView<ViewType.List> {
        try child(ViewType.List.self, call: "list", index: nil)
    }

    /// The enclosed `List` at `index`.
    public func list(_ index: Int) throws -> InspectableView<ViewType.List> {
        try child(ViewType.List.self, call: "list", index: index)
    }
}

extension InspectableView where View == ViewType.List {
    /// The number of rows (views enclosed directly, `ForEach` counting as one).
    public var count: Int { enclosedCount }
}
