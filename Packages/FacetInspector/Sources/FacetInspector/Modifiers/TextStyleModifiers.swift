import FacetUI

extension InspectableView {
    /// The font set with `.font(_:)` on the view or an enclosing one (`nil` for
    /// `.font(nil)`), as in ViewInspector. A `Text`'s own font is one of its attributes:
    /// read it with `attributes().font()`.
    public func font() throws -> Font? {
        try rejectText("Please use .attributes().font() for inspecting Font on a Text")
        return try inheritedModifier(
            "font", extracting: { if case .font(let font) = $0 { font } else { nil } })
    }

    /// The colour set with `.foregroundColor(_:)` or `.foregroundStyle(_:)` on the view or
    /// an enclosing one (`nil` for `.foregroundColor(nil)`), as in ViewInspector. A `Text`'s
    /// own colour is one of its attributes: read it with `attributes().foregroundColor()`.
    public func foregroundColor() throws -> Color? {
        try rejectText("Please use .attributes().foregroundColor() for inspecting foregroundColor on a Text")
        return try inheritedForegroundColor("foregroundColor")
    }

    /// The colour set with `.foregroundStyle(_:)` or `.foregroundColor(_:)` on the view or
    /// an enclosing one. A `Text`'s own colour is one of its attributes: read it with
    /// `attributes().foregroundColor()`.
    public func foregroundStyle() throws -> Color? {
        try rejectText("Please use .attributes().foregroundColor() for inspecting foregroundStyle on a Text")
        return try inheritedForegroundColor("foregroundStyle")
    }

    private func inheritedForegroundColor(_ name: String) throws -> Color? {
        try inheritedModifier(
            name, extracting: { if case .foregroundColor(let color) = $0 { color } else { nil } })
    }

    /// The style set on the view with `.buttonStyle(_:)`: a built-in `PrimitiveButtonStyle`
    /// or a custom `ButtonStyle`.
    ///
    /// ```swift
    /// #expect(try sut.inspect().button().buttonStyle() is PlainButtonStyle)
    /// ```
    public func buttonStyle() throws -> any _AnyButtonStyle {
        try modifier("buttonStyle") {
            switch $0 {
            case .primitiveButtonStyle(let style): style
            case .buttonStyle(let style): style
            default: nil
            }
        }
    }

    /// The weight set on the view's text with `.fontWeight(_:)` or `.bold(_:)`, on the
    /// view or an enclosing one (`nil` for `.fontWeight(nil)` or `.bold(false)`). A `Text`'s
    /// own weight is one of its attributes: read it with `attributes().fontWeight()`.
    public func fontWeight() throws -> Font.Weight? {
        try textStyle("fontWeight", attribute: "fontWeight") { modifier -> Font.Weight?? in
            if case .fontWeight(let weight) = modifier { weight } else { nil }
        }
    }

    /// Whether `.bold(_:)` (or `.fontWeight(.bold)`) makes the view's text bold.
    ///
    /// ```swift
    /// #expect(try sut.inspect().vStack().isBold())
    /// ```
    public func isBold() throws -> Bool {
        try textStyle("bold", attribute: "isBold") { modifier -> Bool? in
            if case .fontWeight(let weight) = modifier { weight == .bold } else { nil }
        }
    }

    /// Whether `.italic(_:)` makes the view's text italic.
    public func isItalic() throws -> Bool {
        try textStyle("italic", attribute: "isItalic") {
            if case .italic(let isActive) = $0 { isActive } else { nil }
        }
    }

    /// The nearest text style modifier `extract` accepts, on the view or an enclosing one.
    /// A `Text`'s styles are its attributes: on a `Text`, an error pointing at them.
    private func textStyle<T>(
        _ name: String, attribute: String, _ extract: (_InspectedModifier) -> T?
    ) throws -> T {
        try rejectText("Please use .attributes().\(attribute)() for inspecting \(name) on a Text")
        return try inheritedModifier(name, extracting: extract)
    }

    /// Throws `message` when the view is a `Text`, whose styles are attributes rather than
    /// modifiers (as in ViewInspector).
    private func rejectText(_ message: String) throws {
        if node.view is FacetUI.Text { throw InspectionError.notSupported(message) }
    }
}
