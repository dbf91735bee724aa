import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

@MainActor private final class Opened {
    var urls: [URL] = []
    var accepted: [Bool] = []
}

private let docs = URL(string: "https://example.com/docs")!

@MainActor @Suite struct LinkTests {
    @Test func activatingCallsTheEnvironmentsOpenURLAction() throws {
        let opened = Opened()
        let host = HeadlessHost(
            Link("Docs", destination: docs)
                .environment(
                    \.openURL,
                    OpenURLAction { url in
                        opened.urls.append(url)
                        return .handled
                    }))
        #expect(
            host.dump == """
                Link (18, 5, 4, 1)
                  Text "Docs" (18, 5, 4, 1)
                """)
        try host.widget(kind: "Link").send(.activate)
        #expect(opened.urls == [docs])
        #expect(
            try host.content(LinkContent.self, kind: "Link")
                == LinkContent(destination: docs, isEnabled: true))
    }

    @Test func disabledLinkDoesNotOpen() throws {
        let opened = Opened()
        let host = HeadlessHost(
            Link(destination: docs) { Text("Docs") }
                .disabled(true)
                .environment(
                    \.openURL,
                    OpenURLAction {
                        opened.urls.append($0); return .handled
                    }))
        try host.widget(kind: "Link").send(.activate)
        #expect(opened.urls.isEmpty)
    }

    @Test func completionReportsTheHandlersResult() {
        let opened = Opened()
        let handled = OpenURLAction { _ in .handled }
        let discarded = OpenURLAction { _ in .discarded }
        handled(docs) { opened.accepted.append($0) }
        discarded(docs) { opened.accepted.append($0) }
        #expect(opened.accepted == [true, false])
    }
}
