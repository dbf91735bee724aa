import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@_spi(Inspection) @testable import FacetUICore

private struct Field: View {
    let capitalization: TextInputAutocapitalization?
    @State var text = ""
    var body: some View {
        VStack(alignment: .leading) {
            TextField("Name", text: $text).textInputAutocapitalization(capitalization)
            Text("[\(text)]")
        }
    }
}

@MainActor @Suite struct TextInputAutocapitalizationTests {
    private func typed(_ keys: String, with capitalization: TextInputAutocapitalization?) -> String {
        let host = TerminalHost(Field(capitalization: capitalization), width: 40, height: 2)
        host.type("\t" + keys)
        return host.screen
    }

    @Test func typedTextIsCapitalizedByTheRule() {
        #expect(typed("ada lovelace. she wrote", with: .words).contains("[Ada Lovelace. She Wrote]"))
        #expect(typed("ada lovelace. she wrote", with: .sentences).contains("[Ada lovelace. She wrote]"))
        #expect(typed("ada", with: .characters).contains("[ADA]"))
        #expect(typed("ada lovelace", with: .never).contains("[ada lovelace]"))
        #expect(typed("ada lovelace", with: nil).contains("[ada lovelace]"))
        let secure = TerminalHost(
            SecureField("Pin", text: .constant("")).textInputAutocapitalization(.characters), width: 10, height: 1)
        secure.type("\tab")
        #expect(secure.screen.contains("••"))
    }

    @Test func onlyTheEditIsCapitalized() {
        let words = TextInputAutocapitalization.words
        // Text the app wrote stays as written; an insertion in the middle is capitalized.
        #expect(words.apply(typed: "mcdonald x", after: "mcdonald ") == "mcdonald X")
        #expect(words.apply(typed: "a b", after: "a b") == "a b")
        #expect(words.apply(typed: "one new two", after: "one two") == "one New two")
        #expect(TextInputAutocapitalization.sentences.apply(typed: "a.b", after: "a.") == "a.b")
        #expect(TextInputAutocapitalization.sentences.apply(typed: "ok!  yes", after: "ok!  ") == "ok!  Yes")
    }

    @Test func autocorrectionAndSubmitLabelAreKeptInTheEnvironment() throws {
        struct Reader: View {
            @Environment(\.autocorrectionDisabled) var disabled
            @Environment(\.submitLabel) var label
            var body: some View { Text("\(disabled) \(label.name)") }
        }
        #expect(HeadlessHost(Reader()).backend.widget(text: "false return") != nil)
        let set = HeadlessHost(Reader().autocorrectionDisabled().submitLabel(.send))
        #expect(set.backend.widget(text: "true send") != nil)
        let overridden = HeadlessHost(
            Reader().autocorrectionDisabled(false).submitLabel(.search).autocorrectionDisabled())
        #expect(overridden.backend.widget(text: "false search") != nil)
    }

    @available(*, deprecated)
    @Test func theDeprecatedFormKeepsTheValueAboveForNil() {
        struct Reader: View {
            @Environment(\.autocorrectionDisabled) var disabled
            var body: some View { Text("\(disabled)") }
        }
        #expect(
            HeadlessHost(Reader().disableAutocorrection(nil).autocorrectionDisabled()).backend.widget(
                text: "true") != nil)
        #expect(HeadlessHost(Reader().disableAutocorrection(true)).backend.widget(text: "true") != nil)
    }
}
