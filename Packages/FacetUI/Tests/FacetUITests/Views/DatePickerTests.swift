import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

/// A Gregorian calendar in UTC (weeks from Sunday), and 3 December 2026, 14:05 in it.
@MainActor let utcCalendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
}()
@MainActor let december3 = utcCalendar.date(
    from: DateComponents(year: 2026, month: 12, day: 3, hour: 14, minute: 5))!

/// December 2026 as a terminal month grid draws it (trailing spaces removed).
let december2026 = [
    "December 2026    ‹ ›",
    "Su Mo Tu We Th Fr Sa",
    "       1  2  3  4  5",
    " 6  7  8  9 10 11 12",
    "13 14 15 16 17 18 19",
    "20 21 22 23 24 25 26",
    "27 28 29 30 31",
]

extension View {
    /// Dates in UTC's Gregorian calendar, written as `locale` writes them.
    func inUTC(_ locale: String = "en_GB") -> some View {
        environment(\.calendar, Calendar(identifier: .gregorian))
            .environment(\.timeZone, TimeZone(identifier: "UTC")!)
            .environment(\.locale, Locale(identifier: locale))
    }
}

@MainActor private final class Appointment {
    var date = december3
}

private struct Booking: View {
    @State var date = december3
    var range: ClosedRange<Date>? = nil
    var body: some View {
        if let range {
            DatePicker("Start", selection: $date, in: range)
        } else {
            DatePicker("Start", selection: $date)
        }
    }
}

@MainActor @Suite struct DatePickerTests {

    @Test func theFieldFollowsTheLabel() {
        let host = TerminalHost(Booking().inUTC(), width: 28, height: 1)
        #expect(host.buffer.textLines == ["Start      3 Dec 2026  14:05"])
        let headless = HeadlessHost(Booking().inUTC(), width: 28, height: 1)
        #expect(
            headless.dump == """
                DatePicker (0, 0, 28, 1)
                  Text "Start" (0, 0, 5, 1)
                """)
    }

    @Test func theLocaleWritesTheDateAndTheTimeZoneReadsIt() {
        let tokyo = Booking().environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!).inUTC("en_US")
        #expect(TerminalHost(tokyo, width: 28, height: 1).buffer.textLines == ["Start  Dec 3, 2026  11:05\u{202F}PM"])
    }

    @Test func arrowsEditTheFocusedPart() {
        let host = TerminalHost(Booking().inUTC(), width: 28, height: 1)
        host.type("\t\u{1B}[A")  // the day, up
        #expect(host.buffer.textLines == ["Start      4 Dec 2026  14:05"])
        host.type("\u{1B}[C\u{1B}[C\u{1B}[C\u{1B}[C\u{1B}[B")  // the minute, down
        #expect(host.buffer.textLines == ["Start      4 Dec 2026  14:04"])
        // The control's content is made again; no body is evaluated.
        #expect(host.graph.lastTransaction.bodiesEvaluated == 0)
        #expect(host.graph.lastTransaction.widgetsUpdated == 1)
    }

    @Test func theDateStaysInTheRange() throws {
        let end = december3.addingTimeInterval(3600)
        let appointment = Appointment()
        let binding = Binding(get: { appointment.date }, set: { appointment.date = $0 })
        let host = HeadlessHost(
            DatePicker("Start", selection: binding, in: december3.addingTimeInterval(-60)...end).inUTC())
        let widget = try host.widget(kind: "DatePicker")
        widget.send(.date(december3.addingTimeInterval(86_400)))
        #expect(appointment.date == end)
        widget.send(.day(december3.addingTimeInterval(-5 * 86_400)))
        #expect(appointment.date == december3.addingTimeInterval(-60))
        // A day is chosen at the selected time of day.
        widget.send(.date(december3))
        widget.send(.day(december3))
        #expect(appointment.date == december3)
    }

    @Test func aValueOutsideTheRangeIsShownInIt() throws {
        let later = december3.addingTimeInterval(86_400)
        let host = HeadlessHost(Booking(range: later...later.addingTimeInterval(86_400)).inUTC())
        let content = try host.content(DatePickerContent.self, kind: "DatePicker")
        #expect(content.selection == later)
        #expect(content.clamped(december3) == later && content.clamped(later) == later)
    }

    @Test func theGraphicalStyleIsAMonthGrid() {
        let host = TerminalHost(
            DatePicker("Start", selection: .constant(december3)).datePickerStyle(.graphical).inUTC(),
            width: 24, height: 10)
        #expect(
            host.buffer.textLines == ["Start"] + december2026 + ["", "Time           14:05"])
    }

    @Test func theGraphicalGridMovesTheDay() {
        let host = TerminalHost(
            Booking().datePickerStyle(.graphical).inUTC(), width: 24, height: 10)
        host.type("\t\u{1B}[B\u{1B}[C")  // a week down, a day right
        #expect(host.buffer[16, 4].style.background != .default)  // the 11th
        #expect(host.buffer[13, 4].style.background == .default)
        host.type("\u{1B}[6~")
        #expect(host.buffer.textLines[1] == "January 2027     ‹ ›")
    }

    @Test func wheelsAndStepperFields() {
        let wheel = TerminalHost(
            DatePicker("Day", selection: .constant(december3), displayedComponents: .date)
                .datePickerStyle(.wheel).inUTC(), width: 20, height: 3)
        #expect(wheel.buffer.textLines == ["          2 Nov 2025", "Day       3 Dec 2026", "          4 Jan 2027"])
        let stepper = TerminalHost(
            DatePicker("At", selection: .constant(december3), displayedComponents: .hourAndMinute)
                .datePickerStyle(.stepperField).inUTC(), width: 16, height: 1)
        #expect(stepper.buffer.textLines == ["At  14:05 [-][+]"])
    }

    @Test func labelsHiddenLeavesTheField() {
        let host = TerminalHost(Booking().labelsHidden().inUTC(), width: 20, height: 1)
        #expect(host.buffer.textLines == ["   3 Dec 2026  14:05"])
    }

    @Test func aDisabledPickerIgnoresKeys() {
        let appointment = Appointment()
        let binding = Binding(get: { appointment.date }, set: { appointment.date = $0 })
        let host = TerminalHost(
            DatePicker("Start", selection: binding).disabled(true).inUTC(), width: 28, height: 1)
        host.type("\t\u{1B}[A")
        #expect(appointment.date == december3)
        #expect(host.buffer[11, 0].style.dim)
    }

    @Test func eachBuiltInStyleNamesItsLook() throws {
        func style<S: DatePickerStyle>(_ style: S) throws -> DatePickerContent.Style {
            let host = HeadlessHost(
                DatePicker("Start", selection: .constant(december3)).datePickerStyle(style))
            return try host.content(DatePickerContent.self, kind: "DatePicker").style
        }
        #expect(try style(DefaultDatePickerStyle()) == .automatic)
        #expect(try style(CompactDatePickerStyle()) == .compact)
        #expect(try style(GraphicalDatePickerStyle()) == .graphical)
        #expect(try style(WheelDatePickerStyle()) == .wheel)
        #expect(try style(FieldDatePickerStyle()) == .field)
        #expect(try style(StepperFieldDatePickerStyle()) == .stepperField)
        // A graphical picker without a date has no calendar to show: it is compact.
        let time = HeadlessHost(
            DatePicker("At", selection: .constant(december3), displayedComponents: .hourAndMinute)
                .datePickerStyle(.graphical))
        #expect(try time.content(DatePickerContent.self, kind: "DatePicker").resolvedStyle == .compact)
    }

    @Test func aCustomStyleMakesTheBody() {
        struct NextDay: DatePickerStyle {
            func makeBody(configuration: Configuration) -> some View {
                let label: DatePickerStyleConfiguration.Label = configuration.label
                return HStack {
                    label
                    Button("+1") { configuration.selection += 86_400 }
                }
            }
        }
        let appointment = Appointment()
        let binding = Binding(get: { appointment.date }, set: { appointment.date = $0 })
        let host = HeadlessHost(DatePicker("Start", selection: binding).datePickerStyle(NextDay()))
        #expect(host.texts == ["Start", "+1"])
        host.send(.activate, toText: "+1")
        #expect(appointment.date == december3.addingTimeInterval(86_400))
    }
}
