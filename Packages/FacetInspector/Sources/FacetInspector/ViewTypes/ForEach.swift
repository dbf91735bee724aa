import FacetUI

/// Marks `ForEach` for inspection, whatever its generic arguments.
protocol InspectedForEach {}
extension ForEach: InspectedForEach {}

// One enclosed view a row, as in ViewInspector: a row of several views is its `TupleView`.
extension ForEach: InspectedContainer where Content: FacetUI.View {
    static func enclosedNodes(of node: ViewNode) -> [ViewNode] { node.children.map(\.rowEntry) }
}

extension ViewType {
    /// `ForEach` as inspection sees it.
    public struct ForEach: KnownViewType {
        /// "ForEach".
        public static var typePrefix: String { "ForEach" }
        /// Whether `node` holds a `ForEach`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedForEach }
        /// Its enclosed views are reached by index.
        public static var _hasIndexedChildren: Bool { true }
    }
}

extension InspectableView {
    /// The only enclosed `ForEach` (or this view, when it is one).
    public func forEach() throws -> InspectableView<ViewType.ForEach> {
        try child(ViewType.ForEach.self, call: "forEach", index: nil)
    }

    /// The enclosed `ForEach` at `index`.
    public func forEach(_ index: Int) throws -> InspectableView<ViewType.ForEach> {
        try child(ViewType.ForEach.self, call: "forEach", index: index)
    }
}
