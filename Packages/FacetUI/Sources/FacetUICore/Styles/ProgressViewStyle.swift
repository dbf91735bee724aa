/// A type that applies standard interaction behavior to all progress views within a
/// view hierarchy.
///
/// ```swift
/// ProgressView(value: 0.4).progressViewStyle(.circular)
/// ```
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// The built-in appearance a backend draws (an SPI: SwiftUI styles make their body
    /// instead).
    @_spi(Backend) var appearance: ProgressContent.Style { get }
}

@_spi(Backend)
extension ProgressViewStyle {
    /// A style that names no built-in appearance is drawn as the default one (an SPI
    /// requirement needs a default).
    public var appearance: ProgressContent.Style { .automatic }
}

/// The default progress view style in the current context of the view being styled:
/// linear when determinate, circular when indeterminate.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// Creates the style.
    nonisolated public init() {}
    /// The built-in appearance.
    @_spi(Backend) public var appearance: ProgressContent.Style { .automatic }
}

/// A progress view that visually indicates its progress using a horizontal bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// Creates the style.
    nonisolated public init() {}
    /// The built-in appearance.
    @_spi(Backend) public var appearance: ProgressContent.Style { .linear }
}

/// The style of a progress view that uses a circular gauge to indicate the partial
/// completion of an activity.
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// Creates the style.
    nonisolated public init() {}
    /// The built-in appearance.
    @_spi(Backend) public var appearance: ProgressContent.Style { .circular }
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
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\.progressViewStyle, style, writtenBy: "progressViewStyle")
    }
}
