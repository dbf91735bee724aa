import FacetUI
@_spi(Inspection) import FacetUICore

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
        let color = try viewValue(as: FacetUI.Color.self, expected: "Color")
        return color
    }
}

extension InspectableView where View == ViewType.Color {
    /// The colour's components, each 0...1; a colour the context resolves (`.primary`,
    /// `.accentColor`) has none and throws.
    public func rgba() throws -> (red: Float, green: Float, blue: Float, alpha: Float) {
        let color = try value()
        guard case .rgba(let red, let green, let blue, let opacity) = color.storage else {
            throw InspectionError.notSupported("\(color) has no fixed components: the context resolves it")
        }
        return (Float(red), Float(green), Float(blue), Float(opacity))
    }

    /// The name of a named colour ("red").
    public func name() throws -> String {
        let color = try value()
        guard let name = color.name else {
            throw InspectionError.attributeNotFound(label: "name", type: "Color")
        }
        return name
    }
}
