import CGTK
import CGTKSupport
import FacetTestSupport
import FacetUI
import Foundation
import Testing

@testable import FacetGTK

/// A Gregorian calendar in UTC, and 3 December 2026, 14:05 in it.
@MainActor private let utc: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
}()
@MainActor private let december3 = utc.date(
    from: DateComponents(year: 2026, month: 12, day: 3, hour: 14, minute: 5))!

@Observable @MainActor private final class Agenda {
    var date = december3
    var days: Set<DateComponents> = [DateComponents(year: 2026, month: 12, day: 3)]
}

extension View {
    fileprivate func inUTC() -> some View {
        environment(\.calendar, Calendar(identifier: .gregorian))
            .environment(\.timeZone, TimeZone(identifier: "UTC")!)
            .environment(\.locale, Locale(identifier: "en_GB"))
    }
}

@MainActor @Suite(.gtkAvailable)
struct DatePickerMappingTests {
    /// The spin buttons' values, in order.
    private func spins(_ host: GTKHost) -> [Double] {
        host.widgets("GtkBox").flatMap { box in
            descendants(of: box.widget).filter { String(cString: facet_type_name($0)) == "GtkSpinButton" }
        }
        .map { gtk_spin_button_get_value(OpaquePointer($0)) }
    }

    private func descendants(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>]
    {
        var found: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            found.append(current)
            found += descendants(of: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return found
    }

    private func first(_ typeName: String, in host: GTKHost) throws -> UnsafeMutablePointer<GtkWidget> {
        let box = try #require(host.widgets("GtkBox").first { $0.content is DatePickerContent })
        return try #require(
            descendants(of: box.widget).first { String(cString: facet_type_name($0)) == typeName })
    }

    @Test func compactIsADateButtonAndTimeSpinButtons() throws {
        let agenda = Agenda()
        let host = GTKHost(DatePicker("Start", selection: Bindable(agenda).date).inUTC())
        let button = try first("GtkMenuButton", in: host)
        #expect(gtk_menu_button_get_label(OpaquePointer(button)).map { String(cString: $0) } == "3 Dec 2026")
        #expect(spins(host) == [14, 5])
        // The hour's spin button: FacetUI sets the hour and the button shows the new date.
        let hour = try first("GtkSpinButton", in: host)
        gtk_spin_button_set_value(OpaquePointer(hour), 9)
        host.flush()
        #expect(agenda.date == december3.addingTimeInterval(-5 * 3600))
        // The popover's calendar chooses a day at the same time.
        let popover = try #require(gtk_menu_button_get_popover(OpaquePointer(button)))
        let calendar = try #require(gtk_popover_get_child(popover))
        let day = g_date_time_new_utc(2026, 12, 24, 12, 0, 0)
        gtk_calendar_select_day(OpaquePointer(calendar), day)
        g_date_time_unref(day)
        host.flush()
        #expect(
            agenda.date == utc.date(from: DateComponents(year: 2026, month: 12, day: 24, hour: 9, minute: 5)))
        #expect(gtk_menu_button_get_label(OpaquePointer(button)).map { String(cString: $0) } == "24 Dec 2026")
    }

    @Test func fieldStylesAreSpinButtonsInTheLocalesOrderWithinTheRange() throws {
        let agenda = Agenda()
        let end = december3.addingTimeInterval(40 * 86_400)
        let host = GTKHost(
            DatePicker("Start", selection: Bindable(agenda).date, in: december3...end)
                .datePickerStyle(.field).inUTC(), size: CGSize(width: 600, height: 100))
        #expect(spins(host) == [3, 12, 2026, 14, 5])  // day, month, year as en_GB writes them
        let box = try #require(host.widgets("GtkBox").first { $0.content is DatePickerContent })
        let year = try #require(
            descendants(of: box.widget).filter { String(cString: facet_type_name($0)) == "GtkSpinButton" }
                .dropFirst(2).first)
        gtk_spin_button_set_value(OpaquePointer(year), 2030)
        host.flush()
        #expect(agenda.date == end)
        #expect(spins(host) == [12, 1, 2027, 14, 5])
    }

    @Test func wheelsAreVerticalSpinButtons() throws {
        let host = GTKHost(
            DatePicker("Start", selection: .constant(december3), displayedComponents: .hourAndMinute)
                .datePickerStyle(.wheel).inUTC())
        let spin = try first("GtkSpinButton", in: host)
        #expect(gtk_orientable_get_orientation(OpaquePointer(spin)) == GTK_ORIENTATION_VERTICAL)
        #expect(spins(host) == [14, 5])
    }

    @Test func graphicalIsACalendarBelowTheLabel() throws {
        let agenda = Agenda()
        let host = GTKHost(
            DatePicker("Start", selection: Bindable(agenda).date).datePickerStyle(.graphical).inUTC(),
            size: CGSize(width: 400, height: 400))
        let calendar = try first("GtkCalendar", in: host)
        #expect(DatePickerMapping.shownDay(of: calendar) == DateComponents(year: 2026, month: 12, day: 3))
        // The label above, the calendar and the time below it.
        let box = try #require(host.widgets("GtkBox").first { $0.content is DatePickerContent })
        #expect(box.insets.bottom > 100 && box.insets.trailing == 0)
        let day = g_date_time_new_utc(2026, 12, 10, 12, 0, 0)
        gtk_calendar_select_day(OpaquePointer(calendar), day)
        g_date_time_unref(day)
        host.flush()
        #expect(agenda.date == december3.addingTimeInterval(7 * 86_400))
        // The binding changed elsewhere: the calendar follows.
        agenda.date = december3
        host.flush()
        #expect(DatePickerMapping.shownDay(of: calendar).day == 3)
    }

    @Test func changingTheComponentsRebuildsTheParts() throws {
        struct Switching: View {
            @State var showsTime = true
            var body: some View {
                VStack {
                    DatePicker(
                        "Start", selection: .constant(december3),
                        displayedComponents: showsTime ? [.date, .hourAndMinute] : .date)
                    Button("Switch") { showsTime.toggle() }
                }
            }
        }
        let host = GTKHost(Switching().inUTC(), size: CGSize(width: 400, height: 200))
        #expect(spins(host) == [14, 5])
        host.emit("clicked", on: try host.widget("GtkButton").widget)
        #expect(spins(host).isEmpty)
        #expect(throws: Never.self) { try first("GtkMenuButton", in: host) }
    }

    @Test func theStylesAreDrawn() throws {
        let host = GTKHost(
            VStack(alignment: .leading, spacing: 8) {
                DatePicker("Compact", selection: .constant(december3))
                DatePicker("Field", selection: .constant(december3)).datePickerStyle(.field)
                DatePicker("Wheel", selection: .constant(december3), displayedComponents: .hourAndMinute)
                    .datePickerStyle(.wheel)
                HStack(alignment: .top) {
                    DatePicker("Graphical", selection: .constant(december3)).datePickerStyle(.graphical)
                    MultiDatePicker(
                        "Trips", selection: .constant([DateComponents(year: 2026, month: 12, day: 8)]))
                }
            }
            .padding(12)
            .inUTC(), size: CGSize(width: 640, height: 620))
        let snapshot = try screenshot(host, name: "date-picker-gtk")
        // GNOME's accent blue: the calendars' selected days.
        let accent = snapshot.pixels.filter { pixel in
            let (red, green, blue) = ((pixel >> 16) & 0xFF, (pixel >> 8) & 0xFF, pixel & 0xFF)
            return abs(Int(red) - 53) < 12 && abs(Int(green) - 132) < 12 && abs(Int(blue) - 228) < 12
        }
        #expect(accent.count > 100, "no selected day is drawn")
    }

    @Test func multiDatePickerMarksTheChosenDays() throws {
        let agenda = Agenda()
        let host = GTKHost(
            MultiDatePicker("Trips", selection: Bindable(agenda).days).inUTC(),
            size: CGSize(width: 400, height: 400))
        let calendar = try host.widget("GtkCalendar").widget
        #expect(gtk_calendar_get_day_is_marked(OpaquePointer(calendar), 3) != 0)
        #expect(gtk_calendar_get_day_is_marked(OpaquePointer(calendar), 4) == 0)
        let day = g_date_time_new_utc(2026, 12, 4, 12, 0, 0)
        gtk_calendar_select_day(OpaquePointer(calendar), day)
        g_date_time_unref(day)
        host.flush()
        #expect(agenda.days.compactMap(\.day).sorted() == [3, 4])
        #expect(gtk_calendar_get_day_is_marked(OpaquePointer(calendar), 4) != 0)
        // The header's second arrow shows the next month, which has no chosen day.
        let arrows = descendants(of: calendar).filter { String(cString: facet_type_name($0)) == "GtkButton" }
        #expect(arrows.count == 4)
        host.emit("clicked", on: try #require(arrows.dropFirst().first))
        #expect(DatePickerMapping.shownDay(of: calendar).month == 1)
        #expect(gtk_calendar_get_day_is_marked(OpaquePointer(calendar), 3) == 0)
        #expect(agenda.days.count == 2)
    }
}
