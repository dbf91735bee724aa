import FacetUI

/// Marks `EquatableView` for inspection, whatever its content.
protocol InspectedEquatableView {}
extension EquatableView: InspectedEquatableView {}

extension ViewType {
    /// `EquatableView` (made by `.equatable()`) as inspection sees it: a wrapper whose
    /// enclosed view is its content.
    public struct EquatableView: KnownViewType {
        /// "EquatableView".
        public static var typePrefix: String { "EquatableView" }
        /// Whether `node` holds an `EquatableView`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedEquatableView }
    }
}

extension InspectableView {
    /// The only enclosed `EquatableView` (or this view, when it is one).
    public func equatableView() throws -> InspectableView<ViewType.EquatableView> {
        try child(ViewType.EquatableView.self, call: "equatableView", index: nil)
    }

    /// The enclosed `EquatableView` at `index`.
    public func equatableView(_ index: Int) throws -> InspectableView<ViewType.EquatableView> {
        try child(ViewType.EquatableView.self, call: "equatableView", index: index)
    }
}
