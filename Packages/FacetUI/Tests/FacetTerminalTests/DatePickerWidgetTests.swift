import Foundation
import Testing

@testable import FacetTerminal

/// 3 December 2026, 14:05:09 UTC, in a Gregorian calendar in UTC (weeks from Sunday).
@MainActor private let utc: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
}()
@MainActor private let december3 = utc.date(
    from: DateComponents(year: 2026, month: 12, day: 3, hour: 14, minute: 5, second: 9))!
private let english = Locale(identifier: "en_US")

@MainActor @Suite struct DateFieldsTests {
    /// (`en_US` puts a narrow no-break space before AM and PM, as CLDR writes it.)
    @Test func partsFollowTheLocale() {
        func text(_ locale: String, time: DateFields.Time = .minutes) -> String {
            DateFields(
                date: december3, calendar: utc, locale: Locale(identifier: locale), showsDate: true,
                time: time
            )
            .text
        }
        #expect(text("en_US") == "Dec 3, 2026  2:05\u{202F}PM")
        #expect(text("en_GB") == "3 Dec 2026  14:05")
        #expect(text("de_DE", time: .seconds) == "3. Dez. 2026  14:05:09")
        #expect(text("ja_JP") == "2026年12月3日  14:05")
    }

    @Test func editablePartsNameTheirUnits() {
        let fields = DateFields(
            date: december3, calendar: utc, locale: english, showsDate: true, time: .minutes)
        let editable = fields.editableIndices.map { fields.segments[$0] }
        #expect(editable.map(\.text) == ["Dec", "3", "2026", "2", "05", "PM"])
        #expect(editable.map(\.component) == [.month, .day, .year, .hour, .minute, .hour])
        #expect(editable.map(\.step) == [1, 1, 1, 1, 1, 12])
        #expect(fields.column(ofSegment: fields.editableIndices[2]) == 7)
        #expect(fields.segment(atColumn: 8) == fields.editableIndices[2])
    }

    @Test func stepsKeepTheLargerUnits() {
        let fields = DateFields(
            date: december3, calendar: utc, locale: english, showsDate: true, time: .minutes)
        let parts = fields.editableIndices.map { fields.segments[$0] }
        func stepped(_ part: Int, _ steps: Int) -> String {
            let date = DateFields.date(december3, stepping: parts[part], by: steps, in: utc)
            return DateFields(date: date, calendar: utc, locale: english, showsDate: true, time: .minutes)
                .text
        }
        #expect(stepped(0, 1) == "Jan 3, 2026  2:05\u{202F}PM")  // December wraps to January of the same year
        #expect(stepped(2, 1) == "Dec 3, 2027  2:05\u{202F}PM")
        #expect(stepped(4, -6) == "Dec 3, 2026  2:59\u{202F}PM")
        #expect(stepped(5, 1) == "Dec 3, 2026  2:05\u{202F}AM")
    }

    @Test func quotedTextIsLiteral() {
        #expect(DateFields.tokens(of: "h 'o''clock' a").map(\.text) == ["h", " o'clock ", "a"])
        #expect(DateFields.tokens(of: "''H").map(\.isField) == [false, true])
    }
}

@MainActor @Suite struct MonthGridTests {
    @Test func decemberStartsOnTuesday() {
        let grid = MonthGrid(containing: december3, calendar: utc, locale: english)
        #expect(grid.title == "December 2026")
        #expect(grid.weekdays == ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"])
        #expect(grid.leadingDays == 2 && grid.dayCount == 31)
        #expect(grid.cell(ofDay: 3) == CellPoint(x: 12, y: 2))
        #expect(grid.day(at: CellPoint(x: 13, y: 2)) == 3)
        #expect(grid.day(at: CellPoint(x: 0, y: 2)) == nil)
        #expect(grid.arrow(at: CellPoint(x: 19, y: 0)) == 1)
    }

    @Test func weeksStartOnTheCalendarsFirstWeekday() {
        var monday = utc
        monday.firstWeekday = 2
        let grid = MonthGrid(containing: december3, calendar: monday, locale: Locale(identifier: "de_DE"))
        #expect(grid.title == "Dezember 2026")
        #expect(grid.weekdays.first == "Mo" && grid.leadingDays == 1)
    }
}

@MainActor @Suite struct DatePickerWidgetTests {
    private func picker(_ style: DatePickerStyleKind, time: DateFields.Time = .minutes) -> DatePickerWidget {
        let picker = DatePickerWidget(date: december3, calendar: utc, locale: english)
        (picker.style, picker.time) = (style, time)
        return picker
    }

    @Test func theFieldIsEditedPartByPart() {
        let harness = Harness(width: 24, height: 1)
        let field = harness.add(picker(.compact), 0, 0, 24)
        #expect(harness.lines == ["    Dec 3, 2026  2:05\u{202F}PM"])
        harness.type(Keys.tab + Keys.up)
        #expect(harness.lines == ["    Jan 3, 2026  2:05\u{202F}PM"])
        #expect(harness.screen.compose()[4, 0].style.inverse)
        harness.type(Keys.right + Keys.right + Keys.down + Keys.right + Keys.right + Keys.right + Keys.up)
        #expect(harness.lines == ["    Jan 3, 2025  2:05\u{202F}AM"])
        #expect(field.focusedSegment == field.fields.editableIndices.last)
    }

    @Test func aClickChoosesThePartAndTheStepperSteps() {
        let harness = Harness(width: 27, height: 1)
        harness.add(picker(.stepperField, time: .none), 0, 0, 27)
        #expect(harness.lines == ["         Dec 3, 2026 [-][+]"])
        harness.type(Keys.tab)
        harness.click(13, 0)  // the day
        harness.click(24, 0)  // [+]
        #expect(harness.lines == ["         Dec 4, 2026 [-][+]"])
    }

    @Test func theWheelShowsEachPartBetweenItsNeighbours() {
        let harness = Harness(width: 20, height: 3)
        harness.add(picker(.wheel, time: .none), 0, 0, 20, 3)
        #expect(
            harness.lines == [
                "         Nov 2  2025",
                "         Dec 3, 2026",
                "         Jan 4  2027",
            ])
    }

    @Test func theGridMovesTheDay() {
        let harness = Harness(width: 20, height: 9)
        let grid = harness.add(picker(.graphical), 0, 0, 20, 9)
        #expect(
            harness.lines == [
                "December 2026    ‹ ›",
                "Su Mo Tu We Th Fr Sa",
                "       1  2  3  4  5",
                " 6  7  8  9 10 11 12",
                "13 14 15 16 17 18 19",
                "20 21 22 23 24 25 26",
                "27 28 29 30 31",
                "",
                "Time         2:05\u{202F}PM",
            ])
        harness.type(Keys.tab + Keys.down + Keys.right)
        #expect(utc.component(.day, from: grid.date) == 11)
        harness.type(Keys.pageDown)
        #expect(harness.lines[0] == "January 2027     ‹ ›")
        harness.type(Keys.enter + Keys.right + Keys.up)
        #expect(grid.isEditingTime)
        #expect(harness.lines[8] == "Time         2:06\u{202F}PM")
        harness.click(19, 0)
        #expect(harness.lines[0] == "February 2027    ‹ ›")
        #expect(!grid.isEditingTime)
    }

    @Test func disabledDaysAreDimmed() {
        let harness = Harness(width: 20, height: 8)
        let grid = harness.add(picker(.graphical, time: .none), 0, 0, 20, 8)
        grid.minimumDate = december3
        grid.maximumDate = december3.addingTimeInterval(86_400)
        #expect(harness.screen.compose()[10, 2].style.dim)  // the 2nd
        #expect(!harness.screen.compose()[16, 2].style.dim)  // the 4th
        #expect(harness.screen.compose()[19, 2].style.dim)  // the 5th
        // A move out of the range stops at its end.
        harness.type(Keys.tab + Keys.down)
        #expect(grid.date == december3.addingTimeInterval(86_400))
    }
}

@MainActor @Suite struct MultiDatePickerWidgetTests {
    @Test func enterTogglesTheCursorsDay() {
        let harness = Harness(width: 20, height: 8)
        let picker = harness.add(
            MultiDatePickerWidget(cursor: december3, calendar: utc, locale: english), 0, 0, 20, 8)
        picker.selectedDays = [DateComponents(year: 2026, month: 12, day: 1)]
        var toggled: [Int] = []
        picker.onToggle = { toggled.append(utc.component(.day, from: $0)) }
        #expect(harness.screen.compose()[7, 2].style.background == TerminalWidget.defaultTint)
        harness.type(Keys.tab + Keys.right + Keys.enter + Keys.down + " ")
        #expect(toggled == [4, 11])
        #expect(harness.screen.compose()[16, 3].style.underline)  // the 11th
        harness.click(19, 2)  // the 5th
        #expect(toggled == [4, 11, 5])
        harness.type(Keys.pageUp)
        #expect(harness.lines[0] == "November 2026    ‹ ›")
    }

    @Test func daysOutsideTheRangeAreNotReported() {
        let picker = MultiDatePickerWidget(cursor: december3, calendar: utc, locale: english)
        picker.isDayEnabled = { utc.component(.day, from: $0) != 3 }
        var toggled = 0
        picker.onToggle = { _ in toggled += 1 }
        picker.toggleCursorDay()
        picker.moveCursor(by: 1)
        picker.toggleCursorDay()
        #expect(toggled == 1)
    }
}
