import FacetUI

extension ViewType {
    /// `Color` used as a view, as inspection sees it.
    public struct Color: KnownViewType {
        /// "Color".
        public static var typePrefix: String { "Color" }
        /// Whether `node` holds a `Color`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is FacetUI.Color }
    }
}

extension InspectableView {
    /// The only enclosed `Color` (or this view, when it is one).
    public func color() throws -> InspectableView<ViewType.Color> {
        try child(ViewType.Color.self, call: "color", index: nil)
    }

    /// The enclosed `Color` at `index`.
    public func color(_ index: Int) throws -> InspectableView<ViewType.Color> {
        try child(ViewType.Color.self, call: "color", index: index)
    }
}

extension InspectableView where View == ViewType.Color {
    /// The colour the view fills its frame with (live: it follows state changes).
    public func value() throws -> FacetUI.Color {
        guard let color = node.view as? FacetUI.Color else {
            throw InspectionError.typeMismatch(factual: typeName, expected: "Color")
        }
        return color
    }
}
