import FacetTestSupport
import Foundation
import Observation
import Testing

@testable import FacetUI
@testable import FacetUICore

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        Button("Count: \(count)") { count += 1 }
    }
}

private struct Row: View {
    let name: String
    @State private var taps = 0
    var body: some View {
        Button("\(name) \(taps)") { taps += 1 }
    }
}

private struct Rows: View {
    let names: [String]
    var body: some View {
        VStack(spacing: 0) {
            ForEach(names, id: \.self) { Row(name: $0) }
        }
    }
}

@MainActor @Suite struct StateTests {
    @Test func tappingAButtonUpdatesItsStateAndOnlyItsText() throws {
        let host = HeadlessHost(Counter())
        let button = try #require(host.backend.allWidgets.first { $0.content.kind == "Button" })
        button.send(.activate)
        let counters = host.flush()
        #expect(host.backend.widget(text: "Count: 1") != nil)
        #expect(counters.bodiesEvaluated == 1)
        #expect(counters.widgetsUpdated == 1)
        #expect(counters.widgetsCreated == 0)
    }

    @Test func stateInForEachRowsSurvivesReorderingById() throws {
        let host = HeadlessHost(Rows(names: ["a", "b", "c"]))
        try #require(host.backend.widget(text: "b 0")).parent?.send(.activate)
        host.flush()
        #expect(host.backend.widget(text: "b 1") != nil)
        host.graph.root.children[0].update(
            with: Rows(names: ["c", "b", "a"]), environment: EnvironmentValues())
        host.flush()
        let texts = host.backend.allWidgets.compactMap { widget -> String? in
            (widget.content as? ResolvedText)?.string
        }
        #expect(Set(texts) == ["c 0", "b 1", "a 0"])
        #expect(host.frame(of: "c 0")?.minY ?? -1 < host.frame(of: "b 1")?.minY ?? -1)
    }
}
