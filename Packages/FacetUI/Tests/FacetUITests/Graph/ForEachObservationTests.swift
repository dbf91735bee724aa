import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

/// Rows that read a binding in the `ForEach` closure, not in the body.
private struct Rows: View {
    @Binding var selection: Int
    var body: some View {
        VStack {
            ForEach(0..<3) { index in
                Button(selection == index ? "x\(index)" : "o\(index)") { selection = index }
            }
        }
    }
}

private struct Owner: View {
    @State var selection = 0
    var body: some View { Rows(selection: $selection) }
}

@MainActor @Suite struct ForEachObservationTests {
    @Test func stateReadInARowClosureUpdatesTheRows() {
        let host = HeadlessHost(Owner())
        host.send(.activate, toText: "o2")
        let counters = host.flush()
        #expect(host.backend.widget(text: "x2") != nil)
        #expect(host.backend.widget(text: "o0") != nil)
        // Only the ForEach was rebuilt: no body ran (the rows are buttons).
        #expect(counters.bodiesEvaluated == 0)
    }
}

/// Reads the selection in its body and in the row closures.
private struct BothRead: View {
    @State var selection = 0
    let log: ClosureLog
    var body: some View {
        VStack {
            Text("selected \(selection)")
            ForEach(0..<2) { index in
                let _ = log.count += 1
                Button(selection == index ? "x\(index)" : "o\(index)") { selection = index }
            }
        }
    }
}

@MainActor final class ClosureLog {
    var count = 0
}

@MainActor @Suite struct ForEachObservationRebuildTests {
    @Test func aChangeReadByTheParentAndTheRowsRebuildsTheRowsOnce() {
        let log = ClosureLog()
        let host = HeadlessHost(BothRead(log: log))
        log.count = 0
        host.send(.activate, toText: "o1")
        host.flush()
        #expect(host.backend.widget(text: "x1") != nil)
        #expect(log.count == 2)
    }
}
