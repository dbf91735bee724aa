import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@_spi(Inspection) @testable import FacetUICore

/// What a `LocalizedStringKey` interpolates (specifiers, formatters, images, attributed
/// strings) and the `Text` initialisers for images and attributed strings, as shown.
@MainActor @Suite struct TextInterpolationTests {
    private func shown(_ view: some View, width: CGFloat = 40) throws -> String {
        try #require(try HeadlessHost(view, width: width).widget(kind: "Text").content as? ResolvedText)
            .string
    }

    private let german = Locale(identifier: "de_DE")
    private let english = Locale(identifier: "en_US")

    @Test func aSpecifierFormatsTheNumberInTheEnvironmentsLocale() throws {
        let text = Text("Total: \(12.541, specifier: "%.2f") (\(42, specifier: "%d"))")
        #expect(try shown(text.environment(\.locale, english)) == "Total: 12.54 (42)")
        #expect(try shown(text.environment(\.locale, german)) == "Total: 12,54 (42)")
        #expect(text.plainString(locale: english) == "Total: 12.54 (42)")
        #expect(Text("\(1.5, specifier: "%.1f")") == Text("\(1.5, specifier: "%.1f")"))
        #expect(Text("\(1.5, specifier: "%.1f")") != Text("\(1.5, specifier: "%.2f")"))
    }

    @Test func aFormatStyleInAKeyFollowsTheEnvironmentsLocale() throws {
        let text = Text("Paid \(1234, format: .number)")
        #expect(try shown(text.environment(\.locale, english)) == "Paid 1,234")
        #expect(try shown(text.environment(\.locale, german)) == "Paid 1.234")
    }

    @Test func aFormatterInAKeyFormatsItsSubjectWhenShown() throws {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 1
        formatter.locale = english
        let text = Text("Ratio: \(NSNumber(value: 2.24), formatter: formatter)")
        #expect(try shown(text) == "Ratio: 2.2")
        formatter.locale = german
        #expect(text.plainString(locale: english) == "Ratio: 2,2")
        // Without a formatter, the subject describes itself.
        #expect(
            try shown(Text("URL: \(URL(string: "https://swift.org")!, formatter: nil)"))
                == "URL: https://swift.org")
    }

    @Test func aDateIsFormattedWithAFormatterInBothForms() throws {
        let formatter = DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(try shown(Text(date, formatter: formatter)) == "2023-11-14")
        #expect(try shown(Text("On \(date, formatter: formatter)")) == "On 2023-11-14")
    }

    @Test func anImageInATextIsTheCharacterStandingForIt() throws {
        let star = Image(systemName: "star.fill")
        let text = Text("Rate \(star) now") + Text(Image(systemName: "heart")).foregroundColor(.red)
        #expect(try shown(text) == "Rate ★ now♡")
        #expect(text.plainString == "Rate Image('star.fill') nowImage('heart')")
        #expect(text.inlineImages == [star, Image(systemName: "heart")])
        #expect(TerminalHost(text, width: 11, height: 1).screen == "Rate ★ now♡")
        // Two images in a row stay two.
        #expect(Text("\(star)\(star)").inlineImages.count == 2)
        #expect(Text("**\(star)**").inlineImages == [star])
    }

    @Test func anAttributedStringIsShownWithItsLinksInTheAccentColour() throws {
        var content = AttributedString("Read ")
        var link = AttributedString("the docs")
        link.link = URL(string: "https://swift.org")
        content += link
        let text = Text(content)
        #expect(text.attributedContent == content)
        let runs = try #require(
            try HeadlessHost(text, width: 20).widget(kind: "Text").content as? ResolvedText
        ).runs
        #expect(runs.map(\.string) == ["Read ", "the docs"])
        #expect(runs.map(\.color) == [nil, .accentColor])
        // Modifiers keep it; a concatenation is another text.
        #expect(text.bold().attributedContent == content)
        #expect((text + Text("!")).attributedContent == nil)
        #expect(try shown(Text("Note: \(content)")) == "Note: Read the docs")
    }
}
