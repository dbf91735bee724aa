import Foundation

/// A control for selecting a value from a bounded linear range of values.
///
/// Values set by the user are clamped to `bounds` and snapped to `step`; a bound value
/// outside the range is shown clamped. The label is not drawn (it names the slider for
/// accessibility, as on iOS); minimum and maximum value labels are drawn at the ends of
/// the track, as their text.
///
/// ```swift
/// @State private var volume = 0.5
/// Slider(value: $volume, in: 0...1, step: 0.1) { editing in
///     if !editing { save(volume) }
/// }
/// ```
public struct Slider<Label: View, ValueLabel: View>: View, ControlView {
    let get: () -> Double
    let set: (Double) -> Void
    let bounds: ClosedRange<Double>
    let step: Double?
    /// The action run when editing starts (`true`) and ends (`false`).
    @_spi(Inspection) public let onEditingChanged: (Bool) -> Void
    /// The slider's label, as written (the widget draws its text; no node is built for it).
    @_spi(Inspection) public let labelView: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    init<V: BinaryFloatingPoint>(
        value: Binding<V>, bounds: ClosedRange<V>, step: Double?, onEditingChanged: @escaping (Bool) -> Void,
        label: Label, minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?
    ) {
        (get, set) = ({ Double(value.wrappedValue) }, { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        (self.step, self.onEditingChanged, labelView) = (step, onEditingChanged, label)
        (self.minimumValueLabel, self.maximumValueLabel) = (minimumValueLabel, maximumValueLabel)
    }

    /// Creates a slider to select a value from a given range, with value labels at its
    /// ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged, label: label(),
            minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
    }

    /// Creates a slider to select a value from a given range, subject to a step
    /// increment, with value labels at its ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
        maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged,
            label: label(),
            minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
    }

    /// Creates a slider with a label and value labels (label first).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, onEditingChanged: onEditingChanged,
            minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel(), label: label)
    }

    /// Creates a slider with a step, a label and value labels (label first).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, step: step, onEditingChanged: onEditingChanged,
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), label: label)
    }

    /// A primitive view: the graph builds it.
    public typealias Body = Never

    static var sizesWidget: Bool { true }

    func label(in environment: EnvironmentValues) -> EmptyView { EmptyView() }

    func widgetContent(in environment: EnvironmentValues) -> any WidgetContent {
        var content = SliderContent(
            value: min(max(get(), bounds.lowerBound), bounds.upperBound), bounds: bounds, step: step,
            minimumValueLabel: minimumValueLabel.flatMap {
                ViewContentReader.firstText(in: $0, environment: environment)?.string
            },
            maximumValueLabel: maximumValueLabel.flatMap {
                ViewContentReader.firstText(in: $0, environment: environment)?.string
            },
            isEnabled: environment.isEnabled)
        content.tint = environment.tint
        return content
    }

    /// Each `.value(x)` event is one complete edit: editing begins, the snapped value is
    /// written, editing ends.
    func handle(_ event: WidgetEvent, environment: EnvironmentValues) {
        guard environment.isEnabled, case .value(let candidate) = event else { return }
        onEditingChanged(true)
        let new = constrain(candidate)
        if new != get() { set(new) }
        onEditingChanged(false)
    }

    /// `candidate` clamped to the bounds and rounded to the nearest step.
    func constrain(_ candidate: Double) -> Double {
        var result = min(max(candidate, bounds.lowerBound), bounds.upperBound)
        if let step, step > 0 {
            result = bounds.lowerBound + ((result - bounds.lowerBound) / step).rounded() * step
            if result > bounds.upperBound { result -= step }
        }
        return result
    }
}

extension Slider where ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range, with a label.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged, label: label(),
            minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// Creates a slider to select a value from a given range, subject to a step
    /// increment, with a label.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged,
            label: label(),
            minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// Creates a slider with a label (label first).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, onEditingChanged: onEditingChanged, label: label)
    }

    /// Creates a slider with a step and a label (label first).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: label)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged, label: EmptyView(),
            minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged,
            label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

/// A horizontal slider (`Slider`).
///
/// It shows a track across its width with a thumb at ``fraction``, and the value labels'
/// text (when set) before and after the track, each followed or preceded by a space. It
/// sends `.value(x)` with the new value (in ``bounds``; Facet clamps and snaps it to
/// ``step``) and `.focus(_:)`.
public struct SliderContent: WidgetContent, Equatable {
    /// The current value, inside ``bounds``.
    public var value: Double
    /// The range of values.
    public var bounds: ClosedRange<Double>
    /// The increment, or `nil` for continuous values.
    public var step: Double?
    /// The text of the minimum value label, drawn before the track.
    public var minimumValueLabel: String?
    /// The text of the maximum value label, drawn after the track.
    public var maximumValueLabel: String?
    /// Whether the control is in an enabled context (a disabled one ignores input).
    public var isEnabled: Bool
    /// The accent colour (`tint(_:)`), or `nil` for the backend's.
    public var tint: Color? = nil

    /// Creates the content.
    public init(
        value: Double, bounds: ClosedRange<Double>, step: Double?, minimumValueLabel: String? = nil,
        maximumValueLabel: String? = nil, isEnabled: Bool
    ) {
        (self.value, self.bounds, self.step, self.isEnabled) = (value, bounds, step, isEnabled)
        (self.minimumValueLabel, self.maximumValueLabel) = (minimumValueLabel, maximumValueLabel)
    }

    /// Where the value lies between the bounds, from 0 to 1.
    public var fraction: Double {
        let span = bounds.upperBound - bounds.lowerBound
        return span > 0 ? (value - bounds.lowerBound) / span : 0
    }

    /// The kind of widget.
    public var kind: String { "Slider" }
}
