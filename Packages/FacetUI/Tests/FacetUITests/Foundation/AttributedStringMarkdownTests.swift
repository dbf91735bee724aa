import Foundation
import Testing

@testable import FacetUICore

@MainActor @Suite struct AttributedStringMarkdownTests {
    /// Each run's text with its intent and link.
    private func runs(_ string: AttributedString) -> [(String, InlinePresentationIntent?, String?)] {
        string.runs.map {
            (String(string[$0.range].characters), $0.inlinePresentationIntent, $0.link?.absoluteString)
        }
    }

    @Test func stylesBecomeInlinePresentationIntentsAndLinksURLs() throws {
        let string = try AttributedString(
            markdown: "**Bold** *it* ~~gone~~ `x*y` [Link](https://example.com) 2 * 3")
        let found = runs(string)
        #expect(found.map(\.0) == ["Bold", " ", "it", " ", "gone", " ", "x*y", " ", "Link", " 2 * 3"])
        #expect(
            found.map(\.1) == [
                .stronglyEmphasized, nil, .emphasized, nil, .strikethrough, nil, .code, nil, nil, nil,
            ])
        #expect(found[8].2 == "https://example.com")
        #expect(String(string.characters) == "Bold it gone x*y Link 2 * 3")
    }

    @Test func nestedStylesCombineAndRelativeLinksResolveAgainstTheBaseURL() throws {
        let base = URL(string: "https://swift.org/docs/")
        let string = try AttributedString(markdown: "***both*** [guide](guide.html)", baseURL: base)
        let found = runs(string)
        #expect(found[0].0 == "both")
        #expect(found[0].1 == [.stronglyEmphasized, .emphasized])
        let link = try #require(string.runs.last?.link)
        #expect(link.absoluteString == "https://swift.org/docs/guide.html")
    }

    @Test func whitespaceIsCollapsedUnlessTheOptionsPreserveIt() throws {
        let source = "  one\n  two   three  "
        #expect(String(try AttributedString(markdown: source).characters) == "one two three")
        let inline = AttributedString.MarkdownParsingOptions(interpretedSyntax: .inlineOnly)
        #expect(String(try AttributedString(markdown: source, options: inline).characters) == "one two three")
        let preserving = AttributedString.MarkdownParsingOptions(
            interpretedSyntax: .inlineOnlyPreservingWhitespace)
        #expect(String(try AttributedString(markdown: source, options: preserving).characters) == source)
    }

    @Test func dataMustBeUTF8() throws {
        #expect(String(try AttributedString(markdown: Data("*a*".utf8)).characters) == "a")
        #expect(throws: CocoaError.self) { try AttributedString(markdown: Data([0xFF, 0xFE, 0x00])) }
    }

    @Test func aTextShowsTheIntentsAsMarkdownStyles() throws {
        let text = Text(try AttributedString(markdown: "**b** *i* ~~s~~ `c`"))
        let styled = text.runs.filter { !$0.string.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(styled.map(\.string) == ["b", "i", "s", "c"])
        #expect(styled[0].weight == .bold)
        #expect(styled[1].isItalic == true)
        #expect(styled[2].isStruckThrough)
        #expect(styled[3].isMonospaced)
        #expect(text.runs.filter(\.isPlain).map(\.string) == [" ", " ", " "])
    }
}
