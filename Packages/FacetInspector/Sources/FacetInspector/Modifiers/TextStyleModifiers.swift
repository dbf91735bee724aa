import FacetUI

extension InspectableView {
    /// The font set on the view with `.font(_:)`. A `Text`'s own font is one of its
    /// attributes: read it with `attributes().font()`.
    public func font() throws -> Font {
        try rejectText("Please use .attributes().font() for inspecting Font on a Text")
        return try modifier("font") { if case .font(let font?) = $0 { font } else { nil } }
    }

    /// The colour set on the view with `.foregroundColor(_:)`. A `Text`'s own colour is
    /// one of its attributes: read it with `attributes().foregroundColor()`.
    public func foregroundColor() throws -> Color {
        try rejectText("Please use .attributes().foregroundColor() for inspecting foregroundColor on a Text")
        return try modifier("foregroundColor") {
            if case .foregroundColor(let color?) = $0 { color } else { nil }
        }
    }

    /// The colour set on the view with `.foregroundStyle(_:)`. A `Text`'s own colour is
    /// one of its attributes: read it with `attributes().foregroundColor()`.
    public func foregroundStyle() throws -> Color {
        try rejectText("Please use .attributes().foregroundColor() for inspecting foregroundStyle on a Text")
        return try modifier("foregroundStyle") {
            if case .foregroundColor(let color?) = $0 { color } else { nil }
        }
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

    /// Throws `message` when the view is a `Text`, whose styles are attributes rather than
    /// modifiers (as in ViewInspector).
    private func rejectText(_ message: String) throws {
        if node.view is FacetUI.Text { throw InspectionError.notSupported(message) }
    }
}
