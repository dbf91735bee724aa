import FacetEngine
import FacetTestSupport
import FacetUI
import Testing

private struct IsHighlighted: ViewInputFlag {}

@MainActor @Suite struct ViewInputConditionalContentTests {
    @Test func aFlagChoosesTheTrueBranchAndTheOtherBodyNeverRuns() {
        let log = BodyLog()
        let host = HeadlessHost(
            ViewInputConditionalContent(IsHighlighted.self) {
                Probe(name: "highlighted", log: log)
            } otherwise: {
                Probe(name: "plain", log: log)
            }
            .input(IsHighlighted.self))
        #expect(host.texts == ["highlighted"])
        #expect(log.entries == ["highlighted"])
        // The conditional's own body and the probe's: nothing else was evaluated.
        #expect(host.graph.totals.bodiesEvaluated == 2)
    }

    @Test func withoutTheFlagTheFalseBranchIsBuilt() {
        let log = BodyLog()
        let host = HeadlessHost(
            ViewInputConditionalContent(IsHighlighted.self) {
                Probe(name: "highlighted", log: log)
            } otherwise: {
                Probe(name: "plain", log: log)
            })
        #expect(host.texts == ["plain"])
        #expect(log.entries == ["plain"])
    }

    @Test func axisConditionsFollowTheNearestStack() {
        struct AxisLabel: View {
            var body: some View {
                ViewInputConditionalContent(IsAxisHorizontal.self) {
                    Text("row")
                } otherwise: {
                    ViewInputConditionalContent(IsAxisVertical.self) {
                        Text("column")
                    } otherwise: {
                        Text("free")
                    }
                }
            }
        }
        let host = HeadlessHost(
            VStack {
                AxisLabel()
                HStack { AxisLabel() }
                ZStack { AxisLabel() }
            })
        // A ZStack has no axis: it hides the enclosing VStack's.
        #expect(host.texts == ["column", "row", "free"])
        let free = HeadlessHost(AxisLabel())
        #expect(free.texts == ["free"])
    }

    @Test func theChosenBranchKeepsItsStateAcrossUpdates() throws {
        struct Counter: View {
            @State var count = 0
            var body: some View { Button("count \(count)") { count += 1 } }
        }
        let host = HeadlessHost(
            ViewInputConditionalContent(IsHighlighted.self) {
                Counter()
            } otherwise: {
                Text("off")
            }
            .input(IsHighlighted.self))
        try #require(host.backend.widget(text: "count 0")?.parent).send(.activate)
        host.graph.flush()
        #expect(host.texts == ["count 1"])
    }

    @Test func theModifierAppliesOnlyTheChosenModifier() {
        let host = HeadlessHost(
            HStack {
                Text("a").modifier(
                    ViewInputConditionalModifier(IsAxisHorizontal.self) {
                        Marked(marker: "H:")
                    } otherwise: {
                        Marked(marker: "V:")
                    })
            })
        #expect(host.texts == ["H:", "a"])
        #expect(host.dump.contains("Text \"H:\" (19, 5, 2, 1)"))
    }
}
