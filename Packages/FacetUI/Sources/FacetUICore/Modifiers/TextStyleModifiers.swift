/// Modifiers that style the text inside a view, through the environment (they reach every
/// `Text` below, unless a `Text` sets its own). Each names the environment writer it makes
/// as it is written ("font", "foregroundStyle"…), for inspection tools.
extension View {
    /// Sets the default font for text in this view.
    public func font(_ font: Font?) -> some View { environment(\.font, font, writtenBy: "font") }

    /// Sets a view's foreground elements to use a given style.
    ///
    /// ```swift
    /// VStack { Text("A"); Text("B") }.foregroundStyle(.secondary)
    /// ```
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.foregroundColor, style.flatColor, writtenBy: "foregroundStyle", from: style)
    }

    /// Sets the color of the foreground elements displayed by this view.
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundColor, color, writtenBy: "foregroundColor")
    }

    /// Sets the font weight of the text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        environment(\.fontWeight, weight, writtenBy: "fontWeight")
    }

    /// Applies a bold font weight to the text in this view.
    public func bold(_ isActive: Bool = true) -> some View {
        environment(\.fontWeight, isActive ? .bold : nil, writtenBy: "bold")
    }

    /// Applies italics to the text in this view.
    public func italic(_ isActive: Bool = true) -> some View {
        environment(\.isItalic, isActive, writtenBy: "italic")
    }

    /// Sets the maximum number of lines that text can occupy in this view.
    public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number, writtenBy: "lineLimit")
    }

    /// Sets the alignment of a text view that contains multiple lines of text.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment, writtenBy: "multilineTextAlignment")
    }

    /// Adds a condition that controls whether users can interact with this view.
    ///
    /// Disabling is cumulative: a view inside a disabled container stays disabled.
    public func disabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isEnabled, writtenBy: "disabled") { isEnabled in
            isEnabled = isEnabled && !disabled
        }
    }
}
