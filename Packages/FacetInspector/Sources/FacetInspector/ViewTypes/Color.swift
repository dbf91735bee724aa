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
    /// The colour's components as SwiftUI's resolved colour holds them (ViewInspector reads
    /// those): linear components for a colour given in sRGB or linear sRGB
    /// (`Color(red: 0.5, green: 0, blue: 0)` reads a red of 0.214), the components as given
    /// for Display P3. A colour the context resolves (`.primary`, `.accentColor`) and an
    /// asset colour that was not found have none, and throw.
    public func rgba() throws -> (red: Float, green: Float, blue: Float, alpha: Float) {
        guard let components = try value().resolvedComponents else {
            throw InspectionError.notSupported("RGBA values are not available")
        }
        return (
            Float(components.red), Float(components.green), Float(components.blue), Float(components.opacity)
        )
    }

    /// The name of an asset catalog colour (`Color("Brand")`); other colours throw.
    public func name() throws -> String {
        guard let name = try value().assetName else {
            throw InspectionError.notSupported("Color name is not available")
        }
        return name
    }
}
