import FacetEngine
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite struct ConditionalContentTests {
    @Test func theStorageTellsTheBranchAndOnlyItIsBuilt() {
        let log = BodyLog()
        let content = ConditionalContent(if: false) {
            Probe(name: "then", log: log)
        } otherwise: {
            Probe(name: "otherwise", log: log)
        }
        guard case .falseContent(let probe) = content.storage else {
            Issue.record("expected the false branch")
            return
        }
        #expect(probe.name == "otherwise")
        let host = HeadlessHost(content)
        #expect(host.texts == ["otherwise"])
        #expect(log.entries == ["otherwise"])
    }

    @Test func aNewBranchReplacesTheContent() throws {
        struct Screen: View {
            @State var isCompact = false
            var body: some View {
                VStack {
                    ConditionalContent(if: isCompact) {
                        Text("compact")
                    } otherwise: {
                        Text("regular")
                    }
                    Button("compact") { isCompact = true }
                }
            }
        }
        let host = HeadlessHost(Screen())
        #expect(host.texts == ["regular", "compact"])
        try #require(host.backend.widget(text: "compact")?.parent).send(.activate)
        host.graph.flush()
        #expect(host.texts == ["compact", "compact"])
    }
}
