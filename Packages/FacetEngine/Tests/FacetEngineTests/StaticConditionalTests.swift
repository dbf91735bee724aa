import FacetEngine
import FacetTestSupport
import FacetUI
import Testing

private struct Always: StaticCondition { static var value: Bool { true } }
private struct Never_: StaticCondition { static var value: Bool { false } }

@MainActor @Suite struct StaticConditionalTests {
    @Test func onlyTheTrueBranchIsBuilt() {
        let log = BodyLog()
        let host = HeadlessHost(
            StaticConditionalContent(Always.self) {
                Probe(name: "new", log: log)
            } otherwise: {
                Probe(name: "legacy", log: log)
            })
        #expect(host.texts == ["new"])
        #expect(log.entries == ["new"])
        #expect(host.graph.totals.bodiesEvaluated == 2)
    }

    @Test func onlyTheFalseBranchIsBuilt() {
        let log = BodyLog()
        let host = HeadlessHost(
            StaticConditionalContent(Never_.self) {
                Probe(name: "new", log: log)
            } otherwise: {
                Probe(name: "legacy", log: log)
            })
        #expect(host.texts == ["legacy"])
        #expect(log.entries == ["legacy"])
    }

    @Test func aParentUpdateDoesNotRebuildTheBranch() throws {
        struct Screen: View {
            let log: BodyLog
            @State var taps = 0
            var body: some View {
                VStack {
                    Button("taps \(taps)") { taps += 1 }
                    StaticConditionalContent(Always.self) { Probe(name: "static", log: log) }
                }
            }
        }
        let log = BodyLog()
        let host = HeadlessHost(Screen(log: log))
        try #require(host.backend.widget(text: "taps 0")?.parent).send(.activate)
        host.graph.flush()
        #expect(host.texts == ["taps 1", "static"])
        // Screen's body ran again; the conditional's value was unchanged, so nothing below.
        #expect(host.graph.lastTransaction.bodiesEvaluated == 1)
        #expect(log.entries == ["static"])
    }

    @Test func theModifierAppliesOnlyTheChosenModifier() {
        let host = HeadlessHost(
            VStack {
                Text("a").modifier(StaticConditionalModifier(Always.self) { Marked(marker: "yes:") })
                Text("b").modifier(
                    StaticConditionalModifier(Never_.self) {
                        Marked(marker: "yes:")
                    } otherwise: {
                        Marked(marker: "no:")
                    })
                Text("c").modifier(StaticConditionalModifier(Never_.self) { Marked(marker: "yes:") })
            })
        #expect(host.texts == ["yes:", "a", "no:", "b", "c"])
    }
}
