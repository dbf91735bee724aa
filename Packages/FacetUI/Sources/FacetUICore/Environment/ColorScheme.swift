/// The possible color schemes, light and dark.
///
/// ```swift
/// @Environment(\.colorScheme) private var colorScheme
/// var body: some View { Text(colorScheme == .dark ? "Night" : "Day") }
/// ```
public enum ColorScheme: CaseIterable, Sendable {
    /// The color scheme of light appearance.
    case light
    /// The color scheme of dark appearance.
    case dark
}

extension EnvironmentValues {
    private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }

    /// The color scheme of this environment (`.light` unless a view above sets one with
    /// `colorScheme(_:)`). Views read it to choose their own colours; the backends' own
    /// colours (`.primary`, a control's) keep their theme.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}

extension View {
    /// Sets the color scheme of this view and the views it contains (what they read from
    /// `\.colorScheme`).
    ///
    /// ```swift
    /// Preview().colorScheme(.dark)
    /// ```
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme, writtenBy: "colorScheme")
    }
}
