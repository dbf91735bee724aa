/// A type that applies standard interaction behavior to all progress views within a
/// view hierarchy.
///
/// The built-in styles (`.linear`, `.circular`) are drawn by the backend's progress widget.
/// An app's own style makes the whole progress view from its configuration.
///
/// ```swift
/// struct PercentStyle: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack {
///             configuration.label
///             Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
///         }
///     }
/// }
/// ProgressView("Copying", value: copied, total: size).progressViewStyle(PercentStyle())
/// ```
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// A view representing the body of a progress view.
    associatedtype Body: View
    /// Creates a view representing the body of a progress view.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a progress view instance.
    typealias Configuration = ProgressViewStyleConfiguration
}

/// The properties of a progress view instance.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ProgressViewStyleConfiguration {
    /// A type-erased label describing the task represented by the progress view.
    public struct Label: View, PrimitiveView, ErasingView {
        let content: any View
        public typealias Body = Never

        var erasedContent: any View { content }
    }

    /// A type-erased label that describes the current value of a progress view.
    public struct CurrentValueLabel: View, PrimitiveView, ErasingView {
        let content: any View
        public typealias Body = Never

        var erasedContent: any View { content }
    }

    /// The completed fraction of the task represented by the progress view, from `0.0`
    /// (not yet started) to `1.0` (fully complete), or `nil` if the progress is
    /// indeterminate or relative to a date interval.
    public let fractionCompleted: Double?
    /// A view that describes the task represented by the progress view, or `nil` without one.
    public var label: ProgressViewStyleConfiguration.Label?
    /// A view that describes the current value of a progress view, or `nil` without one.
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?

    init(fractionCompleted: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        (self.fractionCompleted, self.label, self.currentValueLabel) = (
            fractionCompleted, label, currentValueLabel
        )
    }
}

@_spi(Inspection)
extension ProgressViewStyleConfiguration {
    /// A configuration with empty labels, for tools that build a style's body on its own.
    @MainActor
    public static func inspection(fractionCompleted: Double?) -> ProgressViewStyleConfiguration {
        ProgressViewStyleConfiguration(
            fractionCompleted: fractionCompleted, label: Label(content: EmptyView()),
            currentValueLabel: CurrentValueLabel(content: EmptyView()))
    }
}

/// The default progress view style in the current context of the view being styled:
/// linear when determinate, circular when indeterminate.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct DefaultProgressViewStyle: ProgressViewStyle, BuiltInStyle {
    /// Creates a default progress view style.
    nonisolated public init() {}
    /// A progress view drawn in the default style, from the configuration.
    public func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration).progressViewStyle(self)
    }
    var appearance: ProgressContent.Style { .automatic }
}

/// A progress view that visually indicates its progress using a horizontal bar.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct LinearProgressViewStyle: ProgressViewStyle, BuiltInStyle {
    /// Creates a linear progress view style.
    nonisolated public init() {}
    /// A progress bar with the configuration's fraction and labels.
    public func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration).progressViewStyle(self)
    }
    var appearance: ProgressContent.Style { .linear }
}

/// The style of a progress view that uses a circular gauge to indicate the partial
/// completion of an activity.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct CircularProgressViewStyle: ProgressViewStyle, BuiltInStyle {
    /// Creates a circular progress view style.
    nonisolated public init() {}
    /// A circular indicator with the configuration's fraction and labels.
    public func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration).progressViewStyle(self)
    }
    var appearance: ProgressContent.Style { .circular }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default progress view style.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A progress view that visually indicates its progress using a horizontal bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The style of a progress view that uses a circular gauge.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension ProgressViewStyle {
    /// The look a backend draws for a built-in style, or `nil` for a style that makes the
    /// whole progress view.
    var builtInAppearance: ProgressContent.Style? {
        (self as? any BuiltInStyle<ProgressContent.Style>)?.appearance
    }
}

extension EnvironmentValues {
    private struct ProgressViewStyleKey: EnvironmentKey {
        static var defaultValue: any ProgressViewStyle { DefaultProgressViewStyle() }
    }

    /// The progress view style in effect.
    var progressViewStyle: any ProgressViewStyle {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for progress views in this view.
    ///
    /// ```swift
    /// ProgressView(value: 0.4).progressViewStyle(.circular)
    /// ```
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\.progressViewStyle, style, writtenBy: "progressViewStyle")
    }
}
