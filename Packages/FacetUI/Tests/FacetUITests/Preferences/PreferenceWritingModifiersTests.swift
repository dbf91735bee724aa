import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

@Observable @MainActor private final class Model {
    var showsB = true
    var b = "b"
    var unrelated = 0
}

/// Shows the combined names of its content at its bottom-leading corner.
@MainActor private func showingNames(@ViewBuilder _ content: () -> some View) -> some View {
    VStack(alignment: .leading, spacing: 0) { content() }
        .overlayPreferenceValue(NamesKey.self, alignment: .bottomLeading) { names in
            Text("=" + names.joined(separator: ","))
        }
}

private struct RowView: View {
    let row: PreferenceRow
    var body: some View { Text(row.title).preference(key: NamesKey.self, value: [row.title]) }
}

private struct Rows: View {
    let rows: [PreferenceRow]
    var body: some View {
        VStack(spacing: 0) {
            ForEach(rows.indices, id: \.self) { RowView(row: rows[$0]) }
        }
        .overlayPreferenceValue(NamesKey.self) { Text("\($0.count) rows") }
    }
}

@MainActor @Suite struct PreferenceWritingModifiersTests {
    @Test func siblingsAreCombinedInTreeOrder() {
        let host = HeadlessHost(
            showingNames {
                Text("1").preference(key: NamesKey.self, value: ["a"])
                Text("2")
                HStack {
                    Text("3").preference(key: NamesKey.self, value: ["b"])
                    Text("4").preference(key: NamesKey.self, value: ["c", "d"])
                }
                Text("5").preference(key: NamesKey.self, value: ["e"])
            }, width: 20, height: 6)
        #expect(host.texts.last == "=a,b,c,d,e")
    }

    @Test func viewsWritingNoValueAreLeftOutOfTheReduction() {
        let host = HeadlessHost(
            VStack {
                Text("1").preference(key: LastNameKey.self, value: "x")
                Text("2")
                Text("3").preference(key: LastNameKey.self, value: "y")
                Text("4")
            }
            .overlayPreferenceValue(LastNameKey.self) { Text("last " + $0) }, width: 20, height: 6)
        #expect(host.texts.last == "last y")
        let empty = HeadlessHost(Text("1").overlayPreferenceValue(LastNameKey.self) { Text("last " + $0) })
        #expect(empty.texts.last == "last none")
    }

    @Test func aPreferenceOnAnAncestorReplacesTheValuesWrittenInside() {
        let host = HeadlessHost(
            showingNames {
                VStack {
                    Text("1").preference(key: NamesKey.self, value: ["inner"])
                    Text("2").preference(key: NamesKey.self, value: ["sibling"])
                }
                .preference(key: NamesKey.self, value: ["outer"])
                Text("3").preference(key: NamesKey.self, value: ["after"])
            }, width: 20, height: 6)
        #expect(host.texts.last == "=outer,after")
    }

    @Test func transformPreferenceChangesTheCombinedValueOfItsContent() {
        let host = HeadlessHost(
            showingNames {
                VStack {
                    Text("1").preference(key: NamesKey.self, value: ["a"])
                    Text("2").preference(key: NamesKey.self, value: ["b"])
                }
                .transformPreference(NamesKey.self) { $0 = $0.map { $0.uppercased() } + ["t"] }
                Text("3").transformPreference(NamesKey.self) { $0.append("alone") }
            }, width: 20, height: 6)
        #expect(host.texts.last == "=A,B,t,alone")
    }

    @Test func valuesOfRemovedViewsDisappear() {
        let model = Model()
        struct Content: View {
            let model: Model
            var body: some View {
                showingNames {
                    Text("1").preference(key: NamesKey.self, value: ["a"])
                    if model.showsB { Text("2").preference(key: NamesKey.self, value: [model.b]) }
                    ForEach(model.showsB ? ["c", "d"] : ["d"], id: \.self) {
                        Text($0).preference(key: NamesKey.self, value: [$0])
                    }
                }
            }
        }
        let host = HeadlessHost(Content(model: model), width: 20, height: 6)
        #expect(host.texts.last == "=a,b,c,d")
        model.b = "B"
        host.flush()
        #expect(host.texts.last == "=a,B,c,d")
        model.showsB = false
        host.flush()
        #expect(host.texts.last == "=a,d")
        model.showsB = true
        host.flush()
        #expect(host.texts.last == "=a,B,c,d")
    }

    @Test func reorderedWritersAreCombinedInTheirNewOrder() {
        struct Content: View {
            @State var order = ["x", "y", "z"]
            var body: some View {
                showingNames {
                    Button("Reverse") { order.reverse() }
                    ForEach(order, id: \.self) { Text($0).preference(key: NamesKey.self, value: [$0]) }
                }
            }
        }
        let host = HeadlessHost(Content(), width: 20, height: 6)
        #expect(host.texts.last == "=x,y,z")
        host.send(.activate, toText: "Reverse")
        host.flush()
        #expect(host.texts.last == "=z,y,x")
    }

    @Test func aChangedRowCombinesOnlyItsAncestorChainAgain() {
        func change(rowCount: Int) -> GraphCounters {
            let rows = (0..<rowCount).map { PreferenceRow("r\($0)") }
            let host = HeadlessHost(Rows(rows: rows), width: 20, height: CGFloat(rowCount + 2))
            #expect(host.texts.last == "\(rowCount) rows")
            rows[3].title = "changed"
            let counters = host.flush()
            #expect(host.texts.contains("changed"))
            return counters
        }
        let small = change(rowCount: 10)
        let large = change(rowCount: 400)
        // The row's body and the overlay's content; the same chain of combinations,
        // however many rows there are.
        #expect(small.bodiesEvaluated == 2)
        #expect(small.preferencesCombined > 0)
        #expect(large.preferencesCombined == small.preferencesCombined)
        #expect(large.bodiesEvaluated == small.bodiesEvaluated)
    }

    @Test func anUpdateThatLeavesTheValuesAloneCombinesNothing() {
        let model = Model()
        struct Content: View {
            let model: Model
            var body: some View {
                showingNames {
                    Text("1").preference(key: NamesKey.self, value: ["a"])
                    Text("count \(model.unrelated)")
                }
            }
        }
        let host = HeadlessHost(Content(model: model), width: 20, height: 6)
        model.unrelated = 1
        let counters = host.flush()
        #expect(host.texts.contains("count 1"))
        #expect(counters.preferencesCombined == 0)
        #expect(host.texts.last == "=a")
    }
}
