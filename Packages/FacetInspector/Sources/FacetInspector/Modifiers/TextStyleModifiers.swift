import FacetUI
@_spi(Inspection) import FacetUICore

extension InspectableView {
    /// The font set with `.font(_:)` on the view or an enclosing one (`nil` for
    /// `.font(nil)`), as in ViewInspector. A `Text`'s own font is one of its attributes:
    /// read it with `attributes().font()`.
    public func font() throws -> Font? {
        try rejectText("Please use .attributes().font() for inspecting Font on a Text")
        return try environmentWriter("font", Font?.self, keyPath: \.font)
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
        try environmentWriter(name, Color?.self, keyPath: \.foregroundColor)
    }

    /// The style set on the view with `.buttonStyle(_:)`: a built-in `PrimitiveButtonStyle`
    /// or a custom `ButtonStyle` (as `Any`, as in ViewInspector).
    ///
    /// ```swift
    /// #expect(try sut.inspect().button().buttonStyle() is PlainButtonStyle)
    /// ```
    public func buttonStyle() throws -> Any {
        try environmentWriter("buttonStyle", ButtonStyleValue.self, inherited: false).style
    }

    /// The weight set on the view's text with `.fontWeight(_:)` or `.bold(_:)`, on the
    /// view or an enclosing one (`nil` for `.fontWeight(nil)` or `.bold(false)`). A `Text`'s
    /// own weight is one of its attributes: read it with `attributes().fontWeight()`.
    public func fontWeight() throws -> Font.Weight? {
        try textStyle("fontWeight", attribute: "fontWeight", Font.Weight?.self, keyPath: \.fontWeight)
    }

    /// Whether `.bold(_:)` (or `.fontWeight(.bold)`) makes the view's text bold.
    ///
    /// ```swift
    /// #expect(try sut.inspect().vStack().isBold())
    /// ```
    public func isBold() throws -> Bool {
        try textStyle("bold", attribute: "isBold", Font.Weight?.self, keyPath: \.fontWeight) == .bold
    }

    /// Whether `.italic(_:)` makes the view's text italic.
    public func isItalic() throws -> Bool {
        try textStyle("italic", attribute: "isItalic", Bool.self, keyPath: \.isItalic)
    }

    /// The value the nearest text style modifier writing `keyPath` sets, on the view or an
    /// enclosing one. A `Text`'s styles are its attributes: on a `Text`, an error pointing at
    /// them.
    private func textStyle<T>(
        _ name: String, attribute: String, _ type: T.Type, keyPath: WritableKeyPath<EnvironmentValues, T>
    ) throws -> T {
        try rejectText("Please use .attributes().\(attribute)() for inspecting \(name) on a Text")
        return try environmentWriter(name, type, keyPath: keyPath)
    }

    /// Throws `message` when the view is a `Text`, whose styles are attributes rather than
    /// modifiers (as in ViewInspector).
    private func rejectText(_ message: String) throws {
        if node.view is FacetUI.Text { throw InspectionError.notSupported(message) }
    }
}

extension ButtonStyleValue {
    /// The style, primitive or not.
    var style: Any {
        switch self {
        case .primitive(let style): style
        case .custom(let style): style
        }
    }
}
