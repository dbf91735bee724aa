import FacetUI

/// Marks `ScrollView` for inspection, whatever its content.
@MainActor
protocol InspectedScrollView {
    var axes: Axis.Set { get }
    var showsIndicators: Bool { get }
}
extension ScrollView: InspectedScrollView {}

extension ViewType {
    /// `ScrollView` as inspection sees it.
    public struct ScrollView: KnownViewType {
        /// "ScrollView".
        public static var typePrefix: String { "ScrollView" }
        /// Whether `node` holds a `ScrollView`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedScrollView }
        /// Its widget scrolls its content: the content is not a label.
        public static var _drawsContent: Bool { true }
    }
}

extension InspectableView {
    /// The only enclosed `ScrollView` (or this view, when it is one).
    public func scrollView() throws -> InspectableView<ViewType.ScrollView> {
        try child(ViewType.ScrollView.self, call: "scrollView", index: nil)
    }

    /// The enclosed `ScrollView` at `index`.
    public func scrollView(_ index: Int) throws -> InspectableView<ViewType.ScrollView> {
        try child(ViewType.ScrollView.self, call: "scrollView", index: index)
    }
}

extension InspectableView where View == ViewType.ScrollView {
    /// The axes the view scrolls along.
    public func axes() throws -> Axis.Set { try scrollView().axes }

    /// Whether the view shows scroll indicators.
    public func showsIndicators() throws -> Bool { try scrollView().showsIndicators }

    private func scrollView() throws -> any InspectedScrollView {
        guard let view = node.view as? any InspectedScrollView else {
            throw InspectionError.typeMismatch(factual: typeName, expected: "ScrollView")
        }
        return view
    }
}
