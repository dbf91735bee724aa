import Foundation

/// Defines the implementation of all gauge instances within a view hierarchy.
///
/// A style lays out the gauge's parts, which it receives through its configuration: the
/// value as a fraction of the gauge's bounds and the labels, as the gauge was written.
///
/// ```swift
/// struct PercentBar: GaugeStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack {
///             configuration.label
///             Text("\(Int(configuration.value * 100))%")
///         }
///     }
/// }
/// Gauge(value: 0.3) { Text("Disk") }.gaugeStyle(PercentBar())
/// ```
@available(iOS 16.0, macOS 13.0, watchOS 7.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// A view representing the body of a gauge.
    associatedtype Body: View
    /// Creates a view representing the body of a gauge.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a gauge instance.
    typealias Configuration = GaugeStyleConfiguration
}

extension GaugeStyle {
    /// The body as a type-erased view (for the style stored in the environment).
    func makeErasedBody(configuration: GaugeStyleConfiguration) -> AnyView {
        AnyView(makeBody(configuration: configuration))
    }
}

/// The properties of a gauge instance.
@available(iOS 16.0, macOS 13.0, watchOS 7.0, *)
@available(tvOS, unavailable)
public struct GaugeStyleConfiguration {
    /// A type-erased label of a gauge, describing its purpose.
    public struct Label: View, PrimitiveView, ErasingView {
        let content: any View
        public typealias Body = Never
        var erasedContent: any View { content }
    }

    /// A type-erased value label of a gauge that contains the current value.
    public struct CurrentValueLabel: View, PrimitiveView, ErasingView {
        let content: any View
        public typealias Body = Never
        var erasedContent: any View { content }
    }

    /// A type-erased value label of a gauge describing the minimum value.
    public struct MinimumValueLabel: View, PrimitiveView, ErasingView {
        let content: any View
        public typealias Body = Never
        var erasedContent: any View { content }
    }

    /// A type-erased value label of a gauge describing the maximum value.
    public struct MaximumValueLabel: View, PrimitiveView, ErasingView {
        let content: any View
        public typealias Body = Never
        var erasedContent: any View { content }
    }

    /// A type-erased label describing a specific value of a gauge.
    public struct MarkedValueLabel: View, PrimitiveView, ErasingView {
        let content: any View
        public typealias Body = Never
        var erasedContent: any View { content }
    }

    /// The current value of the gauge, as a fraction of its bounds (0 to 1).
    public var value: Double
    /// A view that describes the purpose of the gauge.
    public var label: GaugeStyleConfiguration.Label
    /// A view that describes the current value, if the gauge has one.
    public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
    /// A view that describes the minimum of the range, if the gauge has one.
    public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel?
    /// A view that describes the maximum of the range, if the gauge has one.
    public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel?
}

extension EnvironmentValues {
    private struct GaugeStyleKey: EnvironmentKey {
        static var defaultValue: any GaugeStyle { DefaultGaugeStyle() }
    }

    /// The gauge style in effect (set by `gaugeStyle(_:)`).
    var gaugeStyle: any GaugeStyle {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for gauges within this view.
    ///
    /// ```swift
    /// Gauge(value: battery) { Text("Battery") }
    ///     .gaugeStyle(.accessoryCircularCapacity)
    /// ```
    @available(iOS 16.0, macOS 13.0, watchOS 7.0, *)
    @available(tvOS, unavailable)
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environment(\.gaugeStyle, style, writtenBy: "gaugeStyle")
    }
}
