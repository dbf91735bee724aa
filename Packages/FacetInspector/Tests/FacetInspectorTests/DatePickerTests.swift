import FacetInspector
import FacetUI
import Foundation
import Testing

@MainActor @Suite struct DatePickerInspectionTests {
    private let start = Date(timeIntervalSinceReferenceDate: 820_000_000)

    struct Planner: View {
        @State var date: Date
        let range: ClosedRange<Date>
        var body: some View {
            VStack {
                Text("Day \(Int(date.timeIntervalSinceReferenceDate))")
                DatePicker(selection: $date, in: range, displayedComponents: .date) {
                    Label("Start", systemImage: "calendar")
                }
                .datePickerStyle(.graphical)
            }
        }
    }

    @Test func selectingWritesTheBindingWithinTheRange() throws {
        let sut = try Planner(date: start, range: start...start.addingTimeInterval(100)).inspect()
        let picker = try sut.vStack().datePicker(1)
        try picker.select(date: start.addingTimeInterval(40))
        #expect(try sut.vStack().text(0).string() == "Day 820000040")
        try picker.select(date: start.addingTimeInterval(1000))
        #expect(try picker.selectedDate() == start.addingTimeInterval(100))
        #expect(try picker.minimumDate() == start && picker.maximumDate() == start.addingTimeInterval(100))
        #expect(try picker.displayedComponents() == .date)
    }

    @Test func theLabelAndTheStyle() throws {
        let sut = try Planner(date: start, range: start...start).inspect()
        #expect(
            try sut.find(text: "Start").pathToRoot
                == "view(Planner.self).vStack().datePicker(1).labelView().label().title().text()")
        #expect(try sut.vStack().datePicker(1).datePickerStyle() is GraphicalDatePickerStyle)
        #expect(
            try sut.find(ViewType.DatePicker.self).pathToRoot == "view(Planner.self).vStack().datePicker(1)")
    }

    @Test func aDisabledPickerIsUnresponsive() throws {
        let sut = try DatePicker("When", selection: .constant(start)).disabled(true).inspect()
        let error = #expect(throws: InspectionError.self) { try sut.datePicker().select(date: start) }
        #expect(error?.localizedDescription == "DatePicker is unresponsive: it is disabled")
    }

    @Test func multiDatePicker() throws {
        var days: Set<DateComponents> = []
        let binding = Binding(get: { days }, set: { days = $0 })
        let sut = try MultiDatePicker("Trips", selection: binding, in: start...).inspect()
        let picker = try sut.multiDatePicker()
        #expect(try picker.labelView().text().string() == "Trips")
        #expect(try picker.minimumDate() == start && picker.maximumDate() == nil)
        try picker.toggle(dayContaining: start.addingTimeInterval(86_400))
        #expect(days.count == 1)
        try picker.toggle(dayContaining: start.addingTimeInterval(-86_400))  // before the range
        #expect(days.count == 1)
        try picker.select(dateComponents: [])
        #expect(try picker.selectedDateComponents().isEmpty)
        #expect(try sut.find(text: "Trips").pathToRoot == "multiDatePicker().labelView().text()")
    }
}
