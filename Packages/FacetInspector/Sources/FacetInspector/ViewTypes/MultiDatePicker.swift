import FacetUI
@_spi(Inspection) import FacetUICore
import Foundation

/// Marks `MultiDatePicker` for inspection, whatever its label, and gives its parts.
@MainActor
protocol InspectedMultiDatePicker {
    var inspectedSelection: Binding<Set<DateComponents>> { get }
    var inspectedMinimumDate: Date? { get }
    var inspectedMaximumDate: Date? { get }
}

@available(iOS 16.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension MultiDatePicker: InspectedMultiDatePicker {
    var inspectedSelection: Binding<Set<DateComponents>> { selection }
    var inspectedMinimumDate: Date? { minimumDate }
    var inspectedMaximumDate: Date? { maximumDate }
}

extension ViewType {
    /// `MultiDatePicker` as inspection sees it.
    public struct MultiDatePicker: KnownViewType {
        /// "MultiDatePicker".
        public static var typePrefix: String { "MultiDatePicker" }
        /// Whether `node` holds a `MultiDatePicker`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedMultiDatePicker }
    }
}

extension InspectableView {
    /// The only enclosed `MultiDatePicker` (or this view, when it is one).
    public func multiDatePicker() throws -> InspectableView<ViewType.MultiDatePicker> {
        try child(ViewType.MultiDatePicker.self, call: "multiDatePicker", index: nil)
    }

    /// The enclosed `MultiDatePicker` at `index`.
    public func multiDatePicker(_ index: Int) throws -> InspectableView<ViewType.MultiDatePicker> {
        try child(ViewType.MultiDatePicker.self, call: "multiDatePicker", index: index)
    }
}

extension InspectableView where View == ViewType.MultiDatePicker {
    /// The picker's label.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> { try controlLabel() }

    /// Replaces the chosen days with `dateComponents` (as ViewInspector does, the set is
    /// written to the binding as given), then applies the updates. A disabled or hidden
    /// picker throws "MultiDatePicker is unresponsive: it is disabled".
    public func select(dateComponents: Set<DateComponents>) throws {
        let picker = try picker()
        try ensureResponsive()
        picker.inspectedSelection.wrappedValue = dateComponents
        commit()
    }

    /// Acts as the user: chooses the day containing `date` in the picker's calendar, which
    /// adds it to the selection or removes it (a day outside the range is ignored), then
    /// applies the updates.
    public func toggle(dayContaining date: Date) throws {
        try send(.day(date))
    }

    /// The days the picker's binding holds now.
    public func selectedDateComponents() throws -> Set<DateComponents> {
        try picker().inspectedSelection.wrappedValue
    }

    /// The earliest date whose day can be chosen, if the picker has one.
    public func minimumDate() throws -> Date? { try picker().inspectedMinimumDate }

    /// The end of the range of days that can be chosen (excluded), if the picker has one.
    public func maximumDate() throws -> Date? { try picker().inspectedMaximumDate }

    private func picker() throws -> any InspectedMultiDatePicker {
        try viewValue(as: (any InspectedMultiDatePicker).self, expected: "MultiDatePicker")
    }
}
