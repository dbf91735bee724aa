import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

@MainActor @Suite struct TextTests {
    private func runs(of view: some View) throws -> [ResolvedText.Run] {
        let host = HeadlessHost(view)
        let content = try #require(try host.widget(kind: "Text").content as? ResolvedText)
        return content.runs
    }

    @Test func underlineAndStrikethroughKeepTheirColours() throws {
        let run = try #require(
            try runs(of: Text("a").underline(color: .red).strikethrough(color: .blue)).first)
        #expect(run.isUnderlined && run.underlineColor == .red)
        #expect(run.isStruckThrough && run.strikethroughColor == .blue)
        // The first colour given to a run stays, as the first font does.
        let twice = try #require(
            try runs(of: Text("a").underline(color: .red).underline(color: .green)).first)
        #expect(twice.underlineColor == .red)
        // An inactive underline changes nothing, colour included.
        let inactive = try #require(try runs(of: Text("a").underline(false, color: .red)).first)
        #expect(!inactive.isUnderlined && inactive.underlineColor == nil)
    }

    @Test func monospacedComesFromTheModifierOrTheFontDesign() throws {
        #expect(try runs(of: Text("a").monospaced()).first?.isMonospaced == true)
        #expect(
            try runs(of: Text("a").font(.system(size: 12, design: .monospaced))).first?.isMonospaced == true)
        #expect(try runs(of: Text("a")).first?.isMonospaced == false)
        // Per run: only the concatenated part that asked for it.
        #expect(try runs(of: Text("a") + Text("b").monospaced()).map(\.isMonospaced) == [false, true])
    }

    // MARK: Formatted values

    private func shown(_ view: some View) throws -> String {
        try #require(try HeadlessHost(view, width: 60).widget(kind: "Text").content as? ResolvedText).string
    }

    private let usEnglish = Locale(identifier: "en_US")
    /// 2023-11-14 22:13:20 UTC.
    private let date = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func aFormatStyleFormatsInTheEnvironmentsLocale() throws {
        let price = Text(1234.5, format: .currency(code: "EUR"))
        #expect(try shown(price.environment(\.locale, usEnglish)) == "€1,234.50")
        #expect(try shown(price.environment(\.locale, Locale(identifier: "de_DE"))) == "1.234,50\u{a0}€")
        #expect(try shown(Text(0.25, format: .percent).environment(\.locale, usEnglish)) == "25%")
        // Without an environment locale: the user's.
        #expect(try shown(Text(42, format: .number)) == 42.formatted(.number.locale(.current)))
    }

    @Test func changingTheLocaleUpdatesTheText() throws {
        struct Priced: View {
            @State var locale = Locale(identifier: "en_US")
            var body: some View {
                VStack {
                    Text(2.5, format: .number.precision(.fractionLength(1)))
                    Button("German") { locale = Locale(identifier: "de_DE") }
                }
                .environment(\.locale, locale)
            }
        }
        let host = HeadlessHost(Priced())
        #expect(host.backend.widget(text: "2.5") != nil)
        try #require(host.backend.widget(text: "German")).parent!.send(.activate)
        host.flush()
        #expect(host.backend.widget(text: "2,5") != nil)
    }

    @Test func dateStylesUseTheEnvironmentsTimeZoneAndLocale() throws {
        let utc = TimeZone(identifier: "UTC")!
        let tokyo = TimeZone(identifier: "Asia/Tokyo")!
        func styled(_ style: Text.DateStyle, _ zone: TimeZone) throws -> String {
            try shown(Text(date, style: style).environment(\.locale, usEnglish).environment(\.timeZone, zone))
        }
        #expect(try styled(.date, utc) == "November 14, 2023")
        #expect(try styled(.time, utc) == "10:13\u{202f}PM")
        #expect(try styled(.date, tokyo) == "November 15, 2023")
        #expect(try styled(.time, tokyo) == "7:13\u{202f}AM")
    }

    @Test func relativeDateStylesCountFromNow() {
        let now = Date(timeIntervalSince1970: 1_000_000)
        func text(_ offset: TimeInterval, _ kind: RelativeDateValue.Kind) -> String {
            var value = RelativeDateValue(date: now.addingTimeInterval(offset), kind: kind)
            value.now = { now }
            return value.string(locale: Locale(identifier: "en_US"), calendar: .current, timeZone: .current)
        }
        #expect(text(8_580, .relative) == "2 hours, 23 minutes")
        #expect(text(-8_580, .relative) == "2 hours, 23 minutes")
        #expect(text(7_200, .offset) == "+2 hours")
        #expect(text(-90_000, .offset) == "-1 day, 1 hour")
        #expect(text(152, .timer) == "2:32")
        #expect(text(-133_141, .timer) == "36:59:01")
        let range = now.addingTimeInterval(-60)...now.addingTimeInterval(240)
        #expect(text(0, .interval(range, pauseTime: nil, countsDown: true, showsHours: true)) == "4:00")
        #expect(text(0, .interval(range, pauseTime: nil, countsDown: false, showsHours: true)) == "1:00")
        let paused = now.addingTimeInterval(180)
        #expect(text(0, .interval(range, pauseTime: paused, countsDown: true, showsHours: true)) == "1:00")
        let long = now...now.addingTimeInterval(4_500)
        #expect(text(0, .interval(long, pauseTime: nil, countsDown: true, showsHours: true)) == "1:15:00")
        #expect(text(0, .interval(long, pauseTime: nil, countsDown: true, showsHours: false)) == "75:00")
    }

    @Test func aTimerIntervalShowsTheTimeLeft() throws {
        let start = Date()
        let shownText = try shown(
            Text(timerInterval: start...start.addingTimeInterval(300), pauseTime: start))
        #expect(shownText == "5:00")
    }

    @Test func aFoundationFormatterFormatsItsSubject() throws {
        let formatter = NumberFormatter()
        formatter.locale = usEnglish
        formatter.numberStyle = .spellOut
        #expect(try shown(Text(NSNumber(value: 42), formatter: formatter)) == "forty-two")
        let dates = DateFormatter()
        dates.locale = usEnglish
        dates.timeZone = TimeZone(identifier: "UTC")
        dates.dateFormat = "yyyy-MM-dd"
        #expect(
            try shown(Text(NSDate(timeIntervalSince1970: 1_700_000_000), formatter: dates)) == "2023-11-14")
    }

    @Test func aDateRangeIsShownAsAnInterval() throws {
        let range = date...date.addingTimeInterval(3600)
        let expected = (range.lowerBound..<range.upperBound).formatted(
            Date.IntervalFormatStyle().locale(usEnglish))
        #expect(try shown(Text(range).environment(\.locale, usEnglish)) == expected)
        let interval = DateInterval(start: date, duration: 3600)
        #expect(try shown(Text(interval).environment(\.locale, usEnglish)) == expected)
    }

    @Test func formattedTextsAreEqualWhenTheirValuesAndFormatsAre() {
        #expect(Text(1.5, format: .number) == Text(1.5, format: .number))
        #expect(Text(1.5, format: .number) != Text(2.5, format: .number))
        #expect(Text(1.5, format: .number) != Text(1.5, format: .percent))
    }

    // MARK: Markdown in string literals

    /// Each run as "string" with its styles: b (bold), i (italic), s (struck), m
    /// (monospaced), l (link colour).
    private func markup(_ text: Text) -> [String] {
        text.runs.map { run in
            var flags = ""
            if run.weight == .bold { flags += "b" }
            if run.isItalic == true { flags += "i" }
            if run.isStruckThrough { flags += "s" }
            if run.isMonospaced { flags += "m" }
            if run.color == .accentColor { flags += "l" }
            return flags.isEmpty ? run.string : "\(run.string)/\(flags)"
        }
    }

    @Test func markdownInALiteralStylesItsRuns() {
        #expect(markup(Text("**Bold** and *italic*")) == ["Bold/b", " and ", "italic/i"])
        #expect(markup(Text("__strong__ _em_ ***both***")) == ["strong/b", " ", "em/i", " ", "both/bi"])
        #expect(markup(Text("~~gone~~ `x *y*` after")) == ["gone/s", " ", "x *y*/m", " after"])
        #expect(markup(Text("Read [the guide](https://swift.org) now")) == ["Read ", "the guide/l", " now"])
        #expect(markup(Text("[**Bold link**](https://x.y)")) == ["Bold link/bl"])
    }

    @Test func textThatIsNotMarkupStaysAsWritten() {
        #expect(markup(Text("2 * 3 * 4 = 24")) == ["2 * 3 * 4 = 24"])
        #expect(markup(Text("snake_case_name")) == ["snake_case_name"])
        #expect(markup(Text("**not closed")) == ["**not closed"])
        #expect(markup(Text("\\*escaped\\*")) == ["*escaped*"])
        #expect(markup(Text("a ~ b [c] (d) `e")) == ["a ~ b [c] (d) `e"])
        #expect(markup(Text("[x] done")) == ["[x] done"])
        #expect(markup(Text("[x](y")) == ["[x](y"])
        #expect(markup(Text("***a**")) == ["*", "a/b"])
    }

    @Test func markdownSpansInterpolationsAndLeavesTheirTextAlone() {
        let name = "*Ada*"
        #expect(markup(Text("Hello, **\(name)**!")) == ["Hello, ", "*Ada*/b", "!"])
        #expect(markup(Text("\(name) is here")) == ["*Ada* is here"])
        #expect(markup(Text("*Hi* \(Text("there").monospaced())")) == ["Hi/i", " ", "there/m"])
    }

    @Test func onlyKeysReadMarkdown() {
        let stored = "**raw**"
        #expect(markup(Text(stored)) == ["**raw**"])
        #expect(markup(Text(verbatim: "**raw**")) == ["**raw**"])
        #expect(markup(Text(LocalizedStringKey(stored))) == ["raw/b"])
    }

    @Test func markdownIsDrawnAsStyledRuns() throws {
        let runs = try runs(of: Text("A **bold** word"))
        #expect(runs.map(\.string) == ["A ", "bold", " word"])
        #expect(runs.map(\.isBold) == [false, true, false])
    }
}
