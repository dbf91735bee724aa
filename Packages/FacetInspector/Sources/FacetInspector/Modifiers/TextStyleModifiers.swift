import FacetUI

extension InspectableView {
    /// The font set on the view with `.font(_:)`.
    public func font() throws -> Font {
        try modifier("font") { if case .font(let font?) = $0 { font } else { nil } }
    }

    /// The colour set on the view with `.foregroundColor(_:)`.
    public func foregroundColor() throws -> Color {
        try modifier("foregroundColor") { if case .foregroundColor(let color?) = $0 { color } else { nil } }
    }

    /// The colour set on the view with `.foregroundStyle(_:)`.
    public func foregroundStyle() throws -> Color {
        try modifier("foregroundStyle") { if case .foregroundColor(let color?) = $0 { color } else { nil } }
    }

    /// The style set on the view with `.buttonStyle(_:)`.
    public func buttonStyle() throws -> InspectedButtonStyle {
        try modifier("buttonStyle") {
            switch $0 {
            case .primitiveButtonStyle(let style): .primitive(style)
            case .buttonStyle(let style): .custom(style)
            default: nil
            }
        }
    }
}
