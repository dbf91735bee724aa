import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

@MainActor private final class Trips {
    var days: Set<DateComponents> = [DateComponents(year: 2026, month: 12, day: 3)]
}

@MainActor @Suite struct MultiDatePickerTests {

    private func binding(_ trips: Trips) -> Binding<Set<DateComponents>> {
        Binding(get: { trips.days }, set: { trips.days = $0 })
    }

    @Test func aMonthGridUnderTheLabelMarksTheChosenDays() {
        let host = TerminalHost(
            MultiDatePicker("Trips", selection: binding(Trips())).inUTC(), width: 22, height: 9)
        #expect(
            host.buffer.textLines == ["Trips"] + december2026 + [""])
        #expect(host.buffer[13, 3].style.background != .default)  // the 3rd
        #expect(host.buffer[16, 3].style.background == .default)
    }

    @Test func enterTogglesTheDayUnderTheCursor() {
        let trips = Trips()
        let host = TerminalHost(
            MultiDatePicker("Trips", selection: binding(trips)).inUTC(), width: 22, height: 9)
        host.type("\t\u{1B}[C\r")  // the 4th
        #expect(trips.days.compactMap(\.day).sorted() == [3, 4])
        let added = trips.days.first { $0.day == 4 }
        #expect(added?.calendar?.identifier == .gregorian && added?.year == 2026 && added?.month == 12)
        host.type("\u{1B}[D ")  // the 3rd, removed
        #expect(trips.days.compactMap(\.day) == [4])
    }

    @Test func daysOutsideTheRangeCannotBeChosen() throws {
        let trips = Trips()
        let host = HeadlessHost(
            MultiDatePicker(
                "Trips", selection: binding(trips), in: december3..<december3.addingTimeInterval(2 * 86_400)
            )
            .inUTC())
        let widget = try host.widget(kind: "MultiDatePicker")
        widget.send(.day(december3.addingTimeInterval(3 * 86_400)))
        widget.send(.day(december3.addingTimeInterval(-86_400)))
        #expect(trips.days.count == 1)
        widget.send(.day(december3.addingTimeInterval(86_400)))
        #expect(trips.days.count == 2)
        let content = try host.content(MultiDatePickerContent.self, kind: "MultiDatePicker")
        #expect(
            content.allowsDay(containing: december3) && !content.allowsDay(containing: december3 + 3 * 86_400)
        )
    }

    @Test func aDisabledPickerChoosesNothing() throws {
        let trips = Trips()
        let host = HeadlessHost(
            MultiDatePicker(selection: binding(trips)) { Text("Trips") }.disabled(true).inUTC())
        try host.widget(kind: "MultiDatePicker").send(.day(december3.addingTimeInterval(86_400)))
        #expect(trips.days.count == 1)
    }
}
