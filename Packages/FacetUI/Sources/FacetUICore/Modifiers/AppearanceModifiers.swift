/// The appearance modifiers every app uses: the accent of controls (`tint`, `accentColor`),
/// hidden labels, tooltips and the window's preferred colour scheme. Each names the
/// environment writer (or graph output) it makes as it is written, for inspection tools.
extension View {
    /// Sets the tint color within this view: controls (buttons, toggles, sliders, progress
    /// views, pickers, links) draw their accent with it.
    ///
    /// ```swift
    /// Toggle("Wi-Fi", isOn: $isOn).tint(.green)
    /// ```
    ///
    /// A style that is not one colour tints with the colour it stands for (a gradient's first).
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        environment(\.tint, tint?.flatColor, writtenBy: "tint", from: tint as Any)
    }

    /// Sets the tint color within this view.
    @_disfavoredOverload
    public func tint(_ tint: Color?) -> some View {
        environment(\.tint, tint, writtenBy: "tint")
    }

    /// Sets the accent color for this view and the views it contains (as `tint(_:)`; a
    /// `tint(_:)` nearer to a control wins).
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "Use the asset catalog's accent color or View.tint(_:) instead."
    )
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0,
        message: "Use the asset catalog's accent color or View.tint(_:) instead."
    )
    @available(
        tvOS, introduced: 13.0, deprecated: 100000.0,
        message: "Use the asset catalog's accent color or View.tint(_:) instead."
    )
    @available(
        watchOS, introduced: 6.0, deprecated: 100000.0,
        message: "Use the asset catalog's accent color or View.tint(_:) instead."
    )
    @available(
        visionOS, introduced: 1.0, deprecated: 100000.0,
        message: "Use the asset catalog's accent color or View.tint(_:) instead."
    )
    public func accentColor(_ accentColor: Color?) -> some View {
        environment(\.tint, accentColor, writtenBy: "accentColor")
    }

    /// Hides the labels of any controls contained within this view: a toggle, stepper or
    /// picker shows only its control, and lays out without the label's space.
    ///
    /// ```swift
    /// Toggle("Dark mode", isOn: $dark).labelsHidden()
    /// ```
    public func labelsHidden() -> some View {
        environment(\.labelsVisibility, .hidden, writtenBy: "labelsHidden")
    }

    /// Controls the visibility of labels of any controls contained within this view
    /// (`.hidden` as `labelsHidden()`).
    public func labelsVisibility(_ visibility: Visibility) -> some View {
        environment(\.labelsVisibility, visibility, writtenBy: "labelsVisibility")
    }

    /// Adds help text to a view using a localized string that you provide.
    ///
    /// ```swift
    /// Button("Sync") { sync() }.help("Fetches the latest changes")
    /// ```
    ///
    /// A terminal has no tooltips: the text is shown nowhere; it is kept for inspection
    /// tools (`help()`).
    public func help(_ textKey: LocalizedStringKey) -> some View { help(Text(textKey)) }

    /// Adds help text to a view using a text view that you provide.
    public func help(_ text: Text) -> some View {
        environment(\.helpText, text, writtenBy: "help")
    }

    /// Adds help text to a view using a string that you provide.
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { help(Text(text)) }

    /// Sets the preferred color scheme for this presentation: it goes up to the window,
    /// whose views then read it from `\.colorScheme` (the one nearest the root wins; `nil`
    /// leaves the system's). The terminal's and GTK's own colours keep their theme.
    ///
    /// ```swift
    /// ContentView().preferredColorScheme(.dark)
    /// ```
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        OutputView<Self, PreferredColorSchemeOutput>(
            content: self, value: colorScheme, writerName: "preferredColorScheme")
    }
}

/// The color scheme a view prefers for its window (`preferredColorScheme(_:)`), collected by
/// the graph's root (read by inspection tools as a
/// `GraphOutputWritingModifier<PreferredColorSchemeOutput>`).
@_spi(Inspection)
public enum PreferredColorSchemeOutput: GraphOutputKey {
    public typealias Value = ColorScheme?
}

extension EnvironmentValues {
    private struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }
    private struct LabelsVisibilityKey: EnvironmentKey { static let defaultValue = Visibility.automatic }
    private struct HelpTextKey: EnvironmentKey { static let defaultValue: Text? = nil }

    /// The tint set by `tint(_:)`/`accentColor(_:)`, or `nil` for the backend's accent
    /// (SwiftUI keeps it private; controls draw with it, inspection tools read its writers).
    @_spi(Inspection) @_spi(Backend) public var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The labels visibility set by the `labelsHidden()` and `labelsVisibility(_:)` modifiers.
    public var labelsVisibility: Visibility {
        get { self[LabelsVisibilityKey.self] }
        set { self[LabelsVisibilityKey.self] = newValue }
    }

    /// The help text given to `help(_:)` (SwiftUI keeps it private; inspection tools read
    /// its writer).
    @_spi(Inspection) public var helpText: Text? {
        get { self[HelpTextKey.self] }
        set { self[HelpTextKey.self] = newValue }
    }

    /// Whether controls here hide their labels.
    var hidesLabels: Bool { labelsVisibility == .hidden }
}

extension ViewGraph {
    /// The color scheme the window's content prefers (`preferredColorScheme(_:)` nearest the
    /// root), or `nil` when it states none: a backend that can follow it (a GTK theme's dark
    /// variant) does.
    @_spi(Backend) public var preferredColorScheme: ColorScheme? {
        (root as? RootNode)?.preferredColorScheme
    }
}
