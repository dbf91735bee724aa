import Foundation

/// A type that specifies the appearance and interaction of all date pickers within a view
/// hierarchy.
///
/// The built-in styles draw a backend's date control. A style of your own makes the date
/// picker's body from its configuration: the label, the binding to the date and the range.
///
/// ```swift
/// struct DayStepper: DatePickerStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack {
///             configuration.label
///             Button("Next day") { configuration.selection += 86_400 }
///         }
///     }
/// }
/// DatePicker("Due", selection: $due).datePickerStyle(DayStepper())
/// ```
@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency
public protocol DatePickerStyle {
    /// A view representing the appearance and interaction of a date picker.
    associatedtype Body: View
    /// Returns the appearance and interaction content for a date picker.
    @available(iOS 16.0, macOS 13.0, *)
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a date picker.
    @available(iOS 16.0, macOS 13.0, *)
    typealias Configuration = DatePickerStyleConfiguration
}

extension DatePickerStyle {
    /// The body as a type-erased view (for the style stored in the environment).
    func makeErasedBody(configuration: DatePickerStyleConfiguration) -> AnyView {
        AnyView(makeBody(configuration: configuration))
    }
}

/// The properties of a date picker: what a ``DatePickerStyle`` makes its body from.
@available(iOS 16.0, macOS 13.0, watchOS 10.0, *)
@available(tvOS, unavailable)
public struct DatePickerStyleConfiguration {
    /// A type-erased label of a date picker, as it was written.
    public struct Label: View, PrimitiveView, ErasingView {
        let content: any View
        /// A primitive view: the graph builds its content.
        public typealias Body = Never
        var erasedContent: any View { content }
    }

    /// A description of the date picker's purpose.
    public let label: DatePickerStyleConfiguration.Label
    /// The date value being displayed and selected.
    @Binding public var selection: Date
    /// The oldest selectable date, if any.
    public var minimumDate: Date?
    /// The most recent selectable date, if any.
    public var maximumDate: Date?
    /// The date components the user is able to view and edit.
    public var displayedComponents: DatePickerComponents

    init(
        label: Label, selection: Binding<Date>, minimumDate: Date?, maximumDate: Date?,
        displayedComponents: DatePickerComponents
    ) {
        self.label = label
        _selection = selection
        (self.minimumDate, self.maximumDate) = (minimumDate, maximumDate)
        self.displayedComponents = displayedComponents
    }
}

extension EnvironmentValues {
    private struct DatePickerStyleKey: EnvironmentKey {
        static var defaultValue: any DatePickerStyle { DefaultDatePickerStyle() }
    }

    /// The date picker style in effect (set by `datePickerStyle(_:)`).
    var datePickerStyle: any DatePickerStyle {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for date pickers within this view.
    ///
    /// ```swift
    /// DatePicker("Day", selection: $day, displayedComponents: .date)
    ///     .datePickerStyle(.graphical)
    /// ```
    @available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
    @available(tvOS, unavailable)
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        environment(\.datePickerStyle, style, writtenBy: "datePickerStyle")
    }
}
