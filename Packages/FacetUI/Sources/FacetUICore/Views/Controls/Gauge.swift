import Foundation

/// A view that shows a value within a range.
///
/// The gauge style in effect lays out its parts: by default a bar filled to the value's
/// fraction of the bounds, the label (and the current value label) above it, the minimum
/// and maximum value labels at its ends; `.accessoryCircularCapacity` draws a ring with the
/// current value label inside.
///
/// ```swift
/// Gauge(value: current, in: 0...170) {
///     Text("BPM")
/// } currentValueLabel: {
///     Text("\(Int(current))")
/// } minimumValueLabel: {
///     Text("0")
/// } maximumValueLabel: {
///     Text("170")
/// }
/// .gaugeStyle(.accessoryCircular)
/// ```
@available(iOS 16.0, macOS 13.0, watchOS 7.0, *)
@available(tvOS, unavailable)
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    /// The value, as given.
    @_spi(Inspection) public let value: Double
    /// The range of the gauge, as given.
    @_spi(Inspection) public let bounds: ClosedRange<Double>
    /// The label, as written.
    @_spi(Inspection) public let label: Label
    /// The current value label, as written (`nil` when the gauge has none).
    @_spi(Inspection) public let currentValueLabel: CurrentValueLabel?
    /// The minimum value label, as written (`nil` when the gauge has none).
    @_spi(Inspection) public let minimumValueLabel: BoundsLabel?
    /// The maximum value label, as written (`nil` when the gauge has none).
    @_spi(Inspection) public let maximumValueLabel: BoundsLabel?
    /// The marked value labels, as written (`nil` when the gauge has none).
    @_spi(Inspection) public let markedValueLabels: MarkedValueLabels?
    @Environment(\.gaugeStyle) private var style

    init<V: BinaryFloatingPoint>(
        value: V, bounds: ClosedRange<V>, label: Label, currentValueLabel: CurrentValueLabel?,
        minimumValueLabel: BoundsLabel?, maximumValueLabel: BoundsLabel?,
        markedValueLabels: MarkedValueLabels?
    ) {
        self.value = Double(value)
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.label = label
        self.currentValueLabel = currentValueLabel
        (self.minimumValueLabel, self.maximumValueLabel) = (minimumValueLabel, maximumValueLabel)
        self.markedValueLabels = markedValueLabels
    }

    /// The value as a fraction of the bounds, clamped to 0...1 (0 for empty bounds).
    @_spi(Inspection) public var fraction: Double {
        let width = bounds.upperBound - bounds.lowerBound
        guard width > 0, value.isFinite else { return 0 }
        return min(max((value - bounds.lowerBound) / width, 0), 1)
    }

    public var body: some View {
        style.makeErasedBody(
            configuration: GaugeStyleConfiguration(
                value: fraction,
                label: GaugeStyleConfiguration.Label(content: label),
                currentValueLabel: currentValueLabel.map {
                    GaugeStyleConfiguration.CurrentValueLabel(content: $0)
                },
                minimumValueLabel: minimumValueLabel.map {
                    GaugeStyleConfiguration.MinimumValueLabel(content: $0)
                },
                maximumValueLabel: maximumValueLabel.map {
                    GaugeStyleConfiguration.MaximumValueLabel(content: $0)
                })
        )
    }
}

@available(iOS 16.0, macOS 13.0, watchOS 7.0, *)
@available(tvOS, unavailable)
extension Gauge {
    /// Creates a gauge showing a value within a range and describes the gauge's purpose.
    public init<V>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label)
    where
        CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView,
        V: BinaryFloatingPoint
    {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: nil, minimumValueLabel: nil,
            maximumValueLabel: nil, markedValueLabels: nil)
    }

    /// Creates a gauge showing a value within a range and that describes the gauge's
    /// purpose and current value.
    public init<V>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView, V: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: nil, maximumValueLabel: nil, markedValueLabels: nil)
    }

    /// Creates a gauge showing a value within a range and that describes the gauge's
    /// purpose and current value, and its minimum and maximum values.
    public init<V>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) where MarkedValueLabels == EmptyView, V: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
            markedValueLabels: nil)
    }

    /// Creates a gauge representing a value within a range, with marked values.
    public init<V>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) where BoundsLabel == EmptyView, V: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: nil, maximumValueLabel: nil, markedValueLabels: markedValueLabels())
    }

    /// Creates a gauge representing a value within a range, with its bounds and marked
    /// values.
    public init<V>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel,
        @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) where V: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
            markedValueLabels: markedValueLabels())
    }
}
