import FacetUI

extension ViewType {
    /// A `TupleView`: the views one row of a `ForEach` or a lazy stack makes when its
    /// content is several views (`ForEach(items) { Text($0.name); Text($0.detail) }`), kept
    /// together as one enclosed view, as in ViewInspector. Elsewhere navigation looks
    /// through tuples.
    ///
    /// ```swift
    /// #expect(try sut.inspect().forEach().tupleView(1).text(1).string() == "Pear detail")
    /// ```
    public struct TupleView: KnownViewType {
        /// "TupleView".
        public static var typePrefix: String { "TupleView" }
        /// Whether `node` holds a `TupleView`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedTupleView }
        /// Its enclosed views are reached by index.
        public static var _hasIndexedChildren: Bool { true }
    }
}

extension ViewType.TupleView: MultipleViewContent {}

extension InspectableView {
    /// The only enclosed `TupleView` (or this view, when it is one).
    public func tupleView() throws -> InspectableView<ViewType.TupleView> {
        try child(ViewType.TupleView.self, call: "tupleView", index: nil)
    }

    /// The enclosed `TupleView` at `index`.
    public func tupleView(_ index: Int) throws -> InspectableView<ViewType.TupleView> {
        try child(ViewType.TupleView.self, call: "tupleView", index: index)
    }
}
