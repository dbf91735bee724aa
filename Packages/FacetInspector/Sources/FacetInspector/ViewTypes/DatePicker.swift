import FacetUI
@_spi(Inspection) import FacetUICore
import Foundation

/// Marks `DatePicker` for inspection, whatever its label, and gives its parts.
@MainActor
protocol InspectedDatePicker {
    var inspectedSelection: Binding<Date> { get }
    var inspectedMinimumDate: Date? { get }
    var inspectedMaximumDate: Date? { get }
    var inspectedComponents: DatePickerComponents { get }
    var inspectedLabel: any FacetUI.View { get }
    func clamped(_ date: Date) -> Date
}

@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
extension DatePicker: InspectedDatePicker {
    var inspectedSelection: Binding<Date> { selection }
    var inspectedMinimumDate: Date? { minimumDate }
    var inspectedMaximumDate: Date? { maximumDate }
    var inspectedComponents: DatePickerComponents { displayedComponents }
    var inspectedLabel: any FacetUI.View { label }
}

extension ViewType {
    /// `DatePicker` as inspection sees it.
    public struct DatePicker: KnownViewType {
        /// "DatePicker".
        public static var typePrefix: String { "DatePicker" }
        /// Whether `node` holds a `DatePicker`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedDatePicker }
    }
}

extension ViewType.DatePicker: StylePartsOwner {
    /// The label, where the style's body shows `configuration.label`.
    static var _styleParts: [(call: String, isPlaceholder: (ViewNode) -> Bool)] {
        [("labelView()", { type(of: $0.view) == DatePickerStyleConfiguration.Label.self })]
    }
}

extension InspectableView {
    /// The only enclosed `DatePicker` (or this view, when it is one).
    public func datePicker() throws -> InspectableView<ViewType.DatePicker> {
        try child(ViewType.DatePicker.self, call: "datePicker", index: nil)
    }

    /// The enclosed `DatePicker` at `index`.
    public func datePicker(_ index: Int) throws -> InspectableView<ViewType.DatePicker> {
        try child(ViewType.DatePicker.self, call: "datePicker", index: index)
    }
}

extension InspectableView where View == ViewType.DatePicker {
    /// The label, as written: where the style shows it, or hosted on its own where it does
    /// not.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try stylePart(of: ViewType.DatePicker.self, "labelView()") { try picker().inspectedLabel }
    }

    /// Acts as the user: chooses `date`, kept within the picker's range as the picker keeps
    /// a user's choice, then applies the updates. A disabled or hidden picker throws
    /// "DatePicker is unresponsive: it is disabled".
    ///
    /// ```swift
    /// try sut.inspect().datePicker().select(date: deadline)
    /// ```
    public func select(date: Date) throws {
        let picker = try picker()
        try ensureResponsive()
        picker.inspectedSelection.wrappedValue = picker.clamped(date)
        commit()
    }

    /// The date the picker's binding holds now.
    public func selectedDate() throws -> Date { try picker().inspectedSelection.wrappedValue }

    /// The earliest date that can be chosen, if the picker has one.
    public func minimumDate() throws -> Date? { try picker().inspectedMinimumDate }

    /// The latest date that can be chosen, if the picker has one.
    public func maximumDate() throws -> Date? { try picker().inspectedMaximumDate }

    /// The components the picker shows.
    public func displayedComponents() throws -> DatePickerComponents { try picker().inspectedComponents }

    private func picker() throws -> any InspectedDatePicker {
        try viewValue(as: (any InspectedDatePicker).self, expected: "DatePicker")
    }
}
