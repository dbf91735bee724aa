import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

@MainActor @Suite struct UserLocaleTests {
    @Test func langNamesTheLocaleWithoutItsCodesetOrModifier() {
        #expect(UserLocale.locale(in: ["LANG": "en_US.UTF-8"])?.identifier == "en_US")
        #expect(UserLocale.locale(in: ["LANG": "de_DE@euro"])?.identifier == "de_DE")
        #expect(UserLocale.locale(in: ["LANG": "fr_CA.ISO-8859-1@x"])?.identifier == "fr_CA")
        #expect(UserLocale.locale(in: ["LANG": "ja"])?.identifier == "ja")
    }

    @Test func lcAllWinsThenLcNumericThenLang() {
        let all = ["LC_ALL": "fr_FR.UTF-8", "LC_NUMERIC": "de_DE.UTF-8", "LANG": "en_US.UTF-8"]
        #expect(UserLocale.locale(in: all)?.identifier == "fr_FR")
        #expect(UserLocale.locale(in: all.merging(["LC_ALL": ""]) { $1 })?.identifier == "de_DE")
        #expect(UserLocale.locale(in: ["LC_NUMERIC": "", "LANG": "en_GB.UTF-8"])?.identifier == "en_GB")
        // LC_MESSAGES is the language of messages, not how numbers are formatted.
        #expect(
            UserLocale.locale(in: ["LC_MESSAGES": "de_DE.UTF-8", "LANG": "en_US"])?.identifier == "en_US")
    }

    @Test func cPosixUnknownOrUnsetNameNoLocale() {
        #expect(UserLocale.locale(in: [:]) == nil)
        #expect(UserLocale.locale(in: ["LANG": "C"]) == nil)
        #expect(UserLocale.locale(in: ["LANG": "C.UTF-8"]) == nil)
        #expect(UserLocale.locale(in: ["LANG": "POSIX"]) == nil)
        #expect(UserLocale.locale(in: ["LANG": "zz_ZZ.UTF-8"]) == nil)
        #expect(UserLocale.locale(in: ["LANG": ".UTF-8"]) == nil)
        // LC_ALL=C overrides a LANG that names a locale, as in POSIX.
        #expect(UserLocale.locale(in: ["LC_ALL": "C", "LANG": "en_US.UTF-8"]) == nil)
    }

    @Test func theNamedLocaleFormatsAmounts() throws {
        let locale = try #require(UserLocale.locale(in: ["LANG": "en_US.UTF-8"]))
        #expect(12.5.formatted(.currency(code: "USD").locale(locale)) == "$12.50")
    }

    @Test func theEnvironmentDefaultsToTheUsersLocaleAndFormattedViewsUseIt() throws {
        #expect(EnvironmentValues().locale == UserLocale.current)
        #expect(EnvironmentValues().calendar.locale == UserLocale.current)
        let host = HeadlessHost(
            VStack {
                Text(12.5, format: .currency(code: "USD"))
                TextField("Amount", value: .constant(3.0), format: .currency(code: "USD"))
            })
        let expected = 12.5.formatted(.currency(code: "USD").locale(UserLocale.current))
        #expect(host.texts.contains(expected))
        let field = try host.content(TextFieldContent.self, kind: "TextField")
        #expect(field.text == 3.0.formatted(.currency(code: "USD").locale(UserLocale.current)))
    }
}
