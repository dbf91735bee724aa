import Foundation

// The built-in date picker styles: each draws the backend's date control in one look
// (`DatePickerControl`), with the label at its leading edge (above a month grid).

/// The default date picker style: ``CompactDatePickerStyle``, as on iOS.
@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// Creates an instance of the default date picker style.
    nonisolated public init() {}
    /// The date picker as a compact field.
    @available(iOS 16.0, macOS 13.0, *)
    public func makeBody(configuration: Configuration) -> some View {
        DatePickerControl(configuration: configuration, appearance: .automatic)
    }
}

/// A date picker style that displays the components in a compact, textual format: one
/// field whose parts are edited in place (a terminal: Left and Right move between the
/// parts, Up and Down change one; GTK: a button opening a calendar, and spin buttons for
/// the time).
@available(iOS 14.0, macCatalyst 13.4, macOS 10.15.4, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct CompactDatePickerStyle: DatePickerStyle {
    /// Creates an instance of the compact date picker style.
    nonisolated public init() {}
    /// The date picker as a compact field.
    @available(iOS 16.0, macOS 13.0, *)
    public func makeBody(configuration: Configuration) -> some View {
        DatePickerControl(configuration: configuration, appearance: .compact)
    }
}

/// A date picker style that displays an interactive calendar or clock: a month grid whose
/// days are chosen with the arrow keys or a click (GTK: a `GtkCalendar`), and the time
/// below it.
@available(iOS 14.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// Creates an instance of the graphical date picker style.
    nonisolated public init() {}
    /// The date picker as a month grid.
    @available(iOS 16.0, macOS 13.0, *)
    public func makeBody(configuration: Configuration) -> some View {
        DatePickerControl(configuration: configuration, appearance: .graphical)
    }
}

/// A date picker style that displays each component as columns of scrollable wheels: a
/// terminal shows each part between its previous and next values; GTK, a vertical spin
/// button per part.
@available(iOS 13.0, watchOS 10.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
public struct WheelDatePickerStyle: DatePickerStyle {
    /// Creates an instance of the wheel date picker style.
    nonisolated public init() {}
    /// The date picker as wheels.
    @available(iOS 16.0, *)
    public func makeBody(configuration: Configuration) -> some View {
        DatePickerControl(configuration: configuration, appearance: .wheel)
    }
}

/// A date picker style that displays the components in an editable field (GTK: a spin
/// button per part).
@available(macOS 10.15, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
public struct FieldDatePickerStyle: DatePickerStyle {
    /// Creates an instance of the field date picker style.
    nonisolated public init() {}
    /// The date picker as an editable field.
    @available(macOS 13.0, *)
    public func makeBody(configuration: Configuration) -> some View {
        DatePickerControl(configuration: configuration, appearance: .field)
    }
}

/// A date picker style that displays the components in an editable field with a stepper
/// beside it that increments and decrements the selected part (a terminal: `[-][+]`; GTK:
/// a spin button per part).
@available(macOS 10.15, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
public struct StepperFieldDatePickerStyle: DatePickerStyle {
    /// Creates an instance of the stepper field date picker style.
    nonisolated public init() {}
    /// The date picker as a field with a stepper.
    @available(macOS 13.0, *)
    public func makeBody(configuration: Configuration) -> some View {
        DatePickerControl(configuration: configuration, appearance: .stepperField)
    }
}

@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default style for date pickers.
    public static var automatic: DefaultDatePickerStyle { .init() }
}

@available(iOS 14.0, macCatalyst 13.4, macOS 10.15.4, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// A date picker style that displays the components in a compact, textual format.
    public static var compact: CompactDatePickerStyle { .init() }
}

@available(iOS 14.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A date picker style that displays an interactive calendar or clock.
    public static var graphical: GraphicalDatePickerStyle { .init() }
}

@available(iOS 13.0, watchOS 10.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// A date picker style that displays each component as columns of scrollable wheels.
    public static var wheel: WheelDatePickerStyle { .init() }
}

@available(macOS 10.15, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
extension DatePickerStyle where Self == FieldDatePickerStyle {
    /// A date picker style that displays the components in an editable field.
    public static var field: FieldDatePickerStyle { .init() }
}

@available(macOS 10.15, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
    /// A date picker style that displays the components in an editable field, with an
    /// adjoining stepper that can increment and decrement the selected component.
    public static var stepperField: StepperFieldDatePickerStyle { .init() }
}
