import Foundation

/// A control for picking multiple dates: a month grid in which each chosen day is marked.
///
/// Choosing a day (a terminal: Enter or Space on the day the arrow keys moved to, or a
/// click; GTK: a click in a `GtkCalendar`) adds it to the selection, or removes it when it
/// is there. Days are those of the environment's `\.calendar` in its `\.timeZone`; a day
/// outside `bounds` cannot be chosen. A chosen day is added as SwiftUI does: its calendar,
/// era, year, month and day.
///
/// ```swift
/// @State private var days: Set<DateComponents> = []
/// MultiDatePicker("Trips", selection: $days, in: Date()...)
/// ```
@available(iOS 16.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct MultiDatePicker<Label: View>: View, ControlView {
    /// The binding to the chosen days.
    @_spi(Inspection) public let selection: Binding<Set<DateComponents>>
    /// The earliest date whose day can be chosen, if any.
    @_spi(Inspection) public let minimumDate: Date?
    /// The date before which the days that can be chosen end, if any (the end of the range
    /// given, which it excludes).
    @_spi(Inspection) public let maximumDate: Date?
    let labelView: Label

    init(selection: Binding<Set<DateComponents>>, minimumDate: Date?, maximumDate: Date?, label: Label) {
        (self.selection, self.minimumDate, self.maximumDate, labelView) = (
            selection, minimumDate, maximumDate, label
        )
    }

    /// Creates a multi-date picker that picks from any day.
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, minimumDate: nil, maximumDate: nil, label: label())
    }

    /// Creates a multi-date picker that picks from the days in a range.
    public init(
        selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, minimumDate: bounds.lowerBound, maximumDate: bounds.upperBound,
            label: label())
    }

    /// Creates a multi-date picker that picks from the days on or after a date.
    public init(
        selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>,
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, minimumDate: bounds.lowerBound, maximumDate: nil, label: label())
    }

    /// Creates a multi-date picker that picks from the days before a date.
    public init(
        selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>,
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, minimumDate: nil, maximumDate: bounds.upperBound, label: label())
    }

    /// A primitive view: the graph builds it.
    public typealias Body = Never

    static var sizesWidget: Bool { true }

    static var hidesLabelWhenLabelsHidden: Bool { true }

    func label(in environment: EnvironmentValues) -> Label { labelView }

    func widgetContent(in environment: EnvironmentValues) -> any WidgetContent {
        content(in: environment)
    }

    private func content(in environment: EnvironmentValues) -> MultiDatePickerContent {
        let calendar = CalendarDays.calendar(in: environment)
        var content = MultiDatePickerContent(
            selectedDays: Set(selection.wrappedValue.compactMap { CalendarDays.day(of: $0, in: calendar) }),
            minimumDate: minimumDate, maximumDate: maximumDate, calendar: calendar,
            locale: environment.locale,
            isEnabled: environment.isEnabled)
        content.tint = environment.tint
        return content
    }

    /// `.day` adds the day to the selection, or removes every element naming it.
    func handle(_ event: WidgetEvent, environment: EnvironmentValues) {
        guard environment.isEnabled, case .day(let date) = event else { return }
        let content = content(in: environment)
        guard content.allowsDay(containing: date) else { return }
        let day = CalendarDays.day(containing: date, in: content.calendar)
        var chosen = selection.wrappedValue
        let naming = chosen.filter { CalendarDays.day(of: $0, in: content.calendar) == day }
        if naming.isEmpty {
            chosen.insert(
                content.calendar.dateComponents([.calendar, .era, .year, .month, .day], from: date))
        } else {
            chosen.subtract(naming)
        }
        selection.wrappedValue = chosen
    }
}

@available(iOS 16.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension MultiDatePicker where Label == Text {
    /// Creates a multi-date picker that picks from any day, its label made from a localized
    /// string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    /// Creates a multi-date picker that picks from the days in a range, its label made from a
    /// localized string key.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>
    ) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// Creates a multi-date picker that picks from the days on or after a date, its label
    /// made from a localized string key.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>,
        in bounds: PartialRangeFrom<Date>
    ) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// Creates a multi-date picker that picks from the days before a date, its label made
    /// from a localized string key.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>,
        in bounds: PartialRangeUpTo<Date>
    ) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// Creates a multi-date picker that picks from any day, its label made from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(title) }
    }

    /// Creates a multi-date picker that picks from the days in a range, its label made from a
    /// string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>
    ) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }

    /// Creates a multi-date picker that picks from the days on or after a date, its label
    /// made from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>
    ) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }

    /// Creates a multi-date picker that picks from the days before a date, its label made
    /// from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>
    ) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
}

/// A multi-date picker (`MultiDatePicker`): a month grid with the chosen days marked; its
/// label is drawn by the child widgets above the grid.
///
/// It sends `.day(_:)` when a day is chosen (the picker adds or removes it) and
/// `.focus(_:)`. Days are those of ``calendar`` (whose time zone is the environment's),
/// written as ``locale`` writes them.
public struct MultiDatePickerContent: WidgetContent, Equatable {
    /// The chosen days, as year, month and day in ``calendar`` (elements of the selection
    /// that name no whole day are left out).
    public var selectedDays: Set<DateComponents>
    /// The earliest date whose day can be chosen, if any.
    public var minimumDate: Date?
    /// The date before which the days that can be chosen end, if any.
    public var maximumDate: Date?
    /// The calendar the days are those of, with the environment's time zone.
    public var calendar: Calendar
    /// The locale the month and weekdays are written in.
    public var locale: Locale
    /// Whether the control is in an enabled context (a disabled one ignores input).
    public var isEnabled: Bool
    /// The accent colour (`tint(_:)`), or `nil` for the backend's.
    public var tint: Color?

    /// Creates the content.
    public init(
        selectedDays: Set<DateComponents>, minimumDate: Date? = nil, maximumDate: Date? = nil,
        calendar: Calendar, locale: Locale, isEnabled: Bool = true
    ) {
        (self.selectedDays, self.minimumDate, self.maximumDate) = (selectedDays, minimumDate, maximumDate)
        (self.calendar, self.locale, self.isEnabled) = (calendar, locale, isEnabled)
    }

    /// The kind of widget.
    public var kind: String { "MultiDatePicker" }

    /// Whether the day containing `date` can be chosen: some moment of it is in the range.
    public func allowsDay(containing date: Date) -> Bool {
        guard let day = calendar.dateInterval(of: .day, for: date) else { return false }
        if let minimumDate, day.end <= minimumDate { return false }
        if let maximumDate, day.start >= maximumDate { return false }
        return true
    }

    /// Whether the day containing `date` is chosen.
    public func isSelected(dayContaining date: Date) -> Bool {
        selectedDays.contains(CalendarDays.day(containing: date, in: calendar))
    }
}
