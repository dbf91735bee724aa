import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

private enum Count: GraphOutputKey { typealias Value = Int }

/// Writes its count as an output and counts its body evaluations.
private struct Writer: View {
    let name: String
    @State var count = 1
    var body: some View {
        Button("\(name) \(count)") { count += 1 }.graphOutput(Count.self, count)
    }
}

/// Shows the sum of the counts written below it.
private struct Summary: View {
    @State var showsThird = false
    var body: some View {
        GraphOutputCollector(Count.self) { outputs in
            VStack {
                GraphOutputValueReader(outputs) { values in
                    Text("sum \(values.map(\.value).reduce(0, +)) of \(values.count)")
                }
                Writer(name: "a")
                Writer(name: "b")
                if showsThird { Writer(name: "c") }
                Button("third") { showsThird = true }
            }
        }
    }
}

@MainActor @Suite struct GraphOutputTests {
    @Test func theReaderShowsTheOutputsOfTheFirstBuild() {
        let host = HeadlessHost(Summary())
        #expect(host.backend.widget(text: "sum 2 of 2") != nil)
    }

    @Test func aChangedOutputReevaluatesOnlyTheReader() {
        let host = HeadlessHost(Summary())
        let before = host.graph.totals.bodiesEvaluated
        host.send(.activate, toText: "a 1")
        host.flush()
        #expect(host.backend.widget(text: "sum 3 of 2") != nil)
        #expect(host.backend.widget(text: "a 2") != nil)
        // The writer's body, then the reader's: not Summary's, nor the other writer's.
        #expect(host.graph.totals.bodiesEvaluated - before == 2)
    }

    @Test func addedAndRemovedWritersUpdateTheReader() {
        struct Removable: View {
            @State var shows = true
            var body: some View {
                GraphOutputCollector(Count.self) { outputs in
                    VStack {
                        GraphOutputValueReader(outputs) { Text("count \($0.count)") }
                        if shows { Text("x").graphOutput(Count.self, 1) }
                        Button("remove") { shows = false }
                    }
                }
            }
        }
        let host = HeadlessHost(Summary())
        host.send(.activate, toText: "third")
        host.flush()
        #expect(host.backend.widget(text: "sum 3 of 3") != nil, "\(host.dump)")
        let removable = HeadlessHost(Removable())
        #expect(removable.backend.widget(text: "count 1") != nil)
        removable.send(.activate, toText: "remove")
        removable.flush()
        #expect(removable.backend.widget(text: "count 0") != nil)
    }

    @Test func outputsAreInTreeOrderInnerModifierFirst() {
        var seen: [Int] = []
        let host = HeadlessHost(
            GraphOutputCollector(Count.self) { outputs in
                VStack {
                    GraphOutputValueReader(outputs) { values in
                        let _ = seen = values.map(\.value)
                        Text("\(values.count)")
                    }
                    Text("x").graphOutput(Count.self, 1).graphOutput(Count.self, 2)
                    Text("y").graphOutput(Count.self, 3)
                }
            })
        #expect(host.backend.widget(text: "3") != nil)
        #expect(seen == [1, 2, 3])
    }

    @Test func nestedCollectorsHideTheirOutputs() {
        let host = HeadlessHost(
            GraphOutputCollector(Count.self) { outputs in
                VStack {
                    GraphOutputValueReader(outputs) { Text("outer \($0.count)") }
                    Text("x").graphOutput(Count.self, 1)
                    GraphOutputCollector(Count.self) { inner in
                        GraphOutputValueReader(inner) { Text("inner \($0.count)") }
                        Text("y").graphOutput(Count.self, 2).graphOutput(Count.self, 3)
                    }
                }
            })
        #expect(host.backend.widget(text: "outer 1") != nil)
        #expect(host.backend.widget(text: "inner 2") != nil)
    }
}
