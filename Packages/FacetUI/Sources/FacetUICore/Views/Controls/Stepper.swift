import Foundation

/// A control that performs increment and decrement actions.
///
/// Its label is drawn at the leading edge and the "-" and "+" buttons at the trailing
/// edge. A stepper bound to a value with bounds stays inside them: the button that would
/// leave the range is disabled.
///
/// ```swift
/// @State private var quantity = 1
/// Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10)
/// ```
public struct Stepper<Label: View>: View, ControlView {
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    let canIncrement: () -> Bool
    let canDecrement: () -> Bool
    /// The bound value and its step as numbers, when the stepper edits a numeric value
    /// (backends with a numeric stepper widget show it).
    var numericValue: () -> (value: Double, step: Double)? = { nil }
    /// The action run when editing starts (`true`) and ends (`false`).
    @_spi(Inspection) public let onEditingChanged: (Bool) -> Void
    let labelView: Label

    /// Creates a stepper instance that performs the closures you provide when the user
    /// increments or decrements the stepper.
    @_disfavoredOverload
    public init(
        onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        (self.onIncrement, self.onDecrement, self.onEditingChanged) = (
            onIncrement, onDecrement, onEditingChanged
        )
        (canIncrement, canDecrement) = ({ onIncrement != nil }, { onDecrement != nil })
        labelView = label()
    }

    /// Creates a stepper with the label first.
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(
            onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged,
            label: label)
    }

    /// Creates a stepper configured to increment or decrement a binding to a value using
    /// a step value.
    @_disfavoredOverload
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
            onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
            onEditingChanged: onEditingChanged, label: label)
        numericValue = { Self.numeric(value.wrappedValue, step: step) }
    }

    /// Creates a stepper configured to increment or decrement a binding to a value using
    /// a step value and within a range of values.
    @_disfavoredOverload
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        func clamped(_ candidate: V) -> V { min(max(candidate, bounds.lowerBound), bounds.upperBound) }
        onIncrement = { value.wrappedValue = clamped(value.wrappedValue.advanced(by: step)) }
        onDecrement = { value.wrappedValue = clamped(value.wrappedValue.advanced(by: -step)) }
        canIncrement = { value.wrappedValue < bounds.upperBound }
        canDecrement = { value.wrappedValue > bounds.lowerBound }
        numericValue = { Self.numeric(value.wrappedValue, step: step) }
        (self.onEditingChanged, labelView) = (onEditingChanged, label())
    }

    /// `value` and `step` as numbers, when both are integers or floating-point numbers.
    static func numeric<V: Strideable>(_ value: V, step: V.Stride) -> (value: Double, step: Double)? {
        func number(_ any: Any) -> Double? {
            if let integer = any as? any BinaryInteger { return Double(integer) }
            if let float = any as? any BinaryFloatingPoint { return Double(float) }
            return nil
        }
        guard let value = number(value), let step = number(step) else { return nil }
        return (value, step)
    }

    /// Creates a stepper bound to a value, with the label first.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged, label: label)
    }

    /// Creates a stepper bound to a value within a range, with the label first.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: label)
    }

    /// A primitive view: the graph builds it.
    public typealias Body = Never

    static var sizesWidget: Bool { true }

    func label(in environment: EnvironmentValues) -> Label { labelView }

    static var hidesLabelWhenLabelsHidden: Bool { true }

    func widgetContent(in environment: EnvironmentValues) -> any WidgetContent {
        let numeric = numericValue()
        return StepperContent(
            canIncrement: canIncrement(), canDecrement: canDecrement(), isEnabled: environment.isEnabled,
            value: numeric?.value, step: numeric?.step)
    }

    /// Each `.step(_:)` event is one complete edit: editing begins, the value changes,
    /// editing ends.
    func handle(_ event: WidgetEvent, environment: EnvironmentValues) {
        guard environment.isEnabled, case .step(let up) = event else { return }
        guard let action = up ? onIncrement : onDecrement, up ? canIncrement() : canDecrement() else {
            return
        }
        onEditingChanged(true)
        action()
        onEditingChanged(false)
    }
}

extension Stepper where Label == Text {
    /// Creates a stepper with a title key that performs the closures you provide.
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) {
            Text(titleKey)
        }
    }

    /// Creates a stepper with a title that performs the closures you provide.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) {
            Text(title)
        }
    }

    /// Creates a stepper with a title key bound to a value.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// Creates a stepper with a title bound to a value.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// Creates a stepper with a title key bound to a value within a range.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// Creates a stepper with a title bound to a value within a range.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }
}

/// A stepper (`Stepper`): its label is drawn by the child widgets at the leading edge.
///
/// It draws " [-][+]" at its trailing edge, dimming a button that cannot act, and sends
/// `.step(true)` for "+", `.step(false)` for "-", and `.focus(_:)`.
public struct StepperContent: WidgetContent, Equatable {
    /// Whether "+" can act.
    public var canIncrement: Bool
    /// Whether "-" can act.
    public var canDecrement: Bool
    /// Whether the control is in an enabled context (a disabled one ignores input).
    public var isEnabled: Bool
    /// The value being stepped, when it is a number (a stepper bound to an integer or a
    /// floating-point value); `nil` for steppers with only actions.
    public var value: Double?
    /// The step, when ``value`` is known.
    public var step: Double?

    /// Creates the content.
    public init(
        canIncrement: Bool, canDecrement: Bool, isEnabled: Bool, value: Double? = nil, step: Double? = nil
    ) {
        (self.canIncrement, self.canDecrement, self.isEnabled) = (canIncrement, canDecrement, isEnabled)
        (self.value, self.step) = (value, step)
    }

    /// The kind of widget.
    public var kind: String { "Stepper" }
}
