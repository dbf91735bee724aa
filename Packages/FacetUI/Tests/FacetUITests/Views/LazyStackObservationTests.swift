import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

/// Lazy rows that read a binding in the `ForEach` closure, not in a body.
private struct LazyRows: View {
    @Binding var selection: Int
    let inScrollView: Bool

    var body: some View {
        if inScrollView {
            ScrollView { rows }
        } else {
            rows
        }
    }

    private var rows: some View {
        LazyVStack {
            ForEach(0..<3) { index in
                Button(selection == index ? "x\(index)" : "o\(index)") { selection = index }
            }
        }
    }
}

private struct LazyOwner: View {
    @State var selection = 0
    let inScrollView: Bool
    var body: some View { LazyRows(selection: $selection, inScrollView: inScrollView) }
}

@MainActor @Suite struct LazyStackObservationTests {
    @Test(arguments: [true, false])
    func stateReadInALazyRowClosureUpdatesTheRows(inScrollView: Bool) {
        let host = HeadlessHost(LazyOwner(inScrollView: inScrollView), width: 20, height: 10)
        host.send(.activate, toText: "o2")
        let counters = host.flush()
        #expect(host.backend.widget(text: "x2") != nil)
        #expect(host.backend.widget(text: "o0") != nil)
        #expect(host.backend.widget(text: "x0") == nil)
        // The rows were updated in place: no body ran.
        #expect(counters.bodiesEvaluated == 0)
    }
}
