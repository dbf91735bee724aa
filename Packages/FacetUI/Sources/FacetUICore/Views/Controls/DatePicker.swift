import Foundation

/// A control for selecting an absolute date.
///
/// The date picker style in effect draws it: by default a field showing the date and time
/// as the environment's `\.locale` writes them (`Dec 3, 2026, 2:05 PM` becomes the parts
/// `Dec`, `3`, `2026`, `2`, `05`, `PM`), each part changed on its own; `.graphical` shows a
/// month grid. Dates are read and written in the environment's `\.calendar` and
/// `\.timeZone`, and the date chosen stays within `range`.
///
/// ```swift
/// @State private var start = Date()
/// DatePicker("Starts", selection: $start, in: Date()..., displayedComponents: [.date])
///     .datePickerStyle(.graphical)
/// ```
@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
public struct DatePicker<Label: View>: View {
    /// The components a date picker shows.
    public typealias Components = DatePickerComponents

    /// The binding to the selected date, as given (the picker keeps what it writes within
    /// ``minimumDate`` and ``maximumDate``).
    @_spi(Inspection) public let selection: Binding<Date>
    /// The earliest date that can be chosen, if any.
    @_spi(Inspection) public let minimumDate: Date?
    /// The latest date that can be chosen, if any.
    @_spi(Inspection) public let maximumDate: Date?
    /// The components shown.
    @_spi(Inspection) public let displayedComponents: DatePickerComponents
    /// The label, as written.
    @_spi(Inspection) public let label: Label
    @Environment(\.datePickerStyle) private var style

    init(
        selection: Binding<Date>, minimumDate: Date?, maximumDate: Date?,
        displayedComponents: DatePickerComponents, label: Label
    ) {
        (self.selection, self.minimumDate, self.maximumDate) = (selection, minimumDate, maximumDate)
        (self.displayedComponents, self.label) = (displayedComponents, label)
    }

    /// The date picker as its style draws it.
    public var body: some View {
        style.makeErasedBody(
            configuration: DatePickerStyleConfiguration(
                label: DatePickerStyleConfiguration.Label(content: label), selection: selection,
                minimumDate: minimumDate, maximumDate: maximumDate, displayedComponents: displayedComponents))
    }
}

@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
extension DatePicker {
    /// Creates an instance that selects a `Date` with an unbounded range.
    public init(
        selection: Binding<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, minimumDate: nil, maximumDate: nil,
            displayedComponents: displayedComponents,
            label: label())
    }

    /// Creates an instance that selects a `Date` in a closed range.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, minimumDate: range.lowerBound, maximumDate: range.upperBound,
            displayedComponents: displayedComponents, label: label())
    }

    /// Creates an instance that selects a `Date` on or after some start date.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, minimumDate: range.lowerBound, maximumDate: nil,
            displayedComponents: displayedComponents, label: label())
    }

    /// Creates an instance that selects a `Date` on or before some end date.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, minimumDate: nil, maximumDate: range.upperBound,
            displayedComponents: displayedComponents, label: label())
    }
}

@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
extension DatePicker where Label == Text {
    /// Creates an instance that selects a `Date` with an unbounded range, its label made
    /// from a localized string key.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates an instance that selects a `Date` in a closed range, its label made from a
    /// localized string key.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
            Text(titleKey)
        }
    }

    /// Creates an instance that selects a `Date` on or after some start date, its label made
    /// from a localized string key.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
            Text(titleKey)
        }
    }

    /// Creates an instance that selects a `Date` on or before some end date, its label made
    /// from a localized string key.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
            Text(titleKey)
        }
    }

    /// Creates an instance that selects a `Date` with an unbounded range, its label made
    /// from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates an instance that selects a `Date` in a closed range, its label made from a
    /// string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates an instance that selects a `Date` on or after some start date, its label made
    /// from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates an instance that selects a `Date` on or before some end date, its label made
    /// from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

@_spi(Inspection)
extension DatePicker {
    /// `date` kept within the range, as the picker keeps a user's choice (for inspection
    /// tools, which choose a date as a user would).
    public func clamped(_ date: Date) -> Date {
        CalendarDays.clamp(date, minimum: minimumDate, maximum: maximumDate)
    }
}

/// The components of a date that a date picker shows and edits.
///
/// ```swift
/// DatePicker("Alarm", selection: $alarm, displayedComponents: .hourAndMinute)
/// ```
@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
public struct DatePickerComponents: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt

    /// Creates a set of components from its raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The hour and the minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// The day, the month and the year.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
    /// The hour, the minute and the second (it includes ``hourAndMinute``).
    @available(watchOS 10.0, *)
    @available(iOS, unavailable)
    @available(macOS, unavailable)
    @available(visionOS, unavailable)
    public static let hourMinuteAndSecond = DatePickerComponents(rawValue: 1 << 0 | 1 << 2)

    /// Whether the seconds are shown (``hourMinuteAndSecond``), without naming that
    /// watchOS-only member.
    var showsSeconds: Bool { rawValue & 1 << 2 != 0 }
}
