import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

@MainActor @Suite struct GeometryReaderTests {
    @Test func proxySizeIsTheProposalAndContentIsTopLeading() {
        let host = HeadlessHost(
            GeometryReader { proxy in
                Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))")
            }, width: 20, height: 5)
        #expect(host.dump == #"Text "20x5" (0, 0, 4, 1)"#)
        let framed = HeadlessHost(
            GeometryReader { proxy in Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))") }
                .frame(width: 6, height: 2), width: 10, height: 4)
        #expect(framed.dump == #"Text "6x2" (2, 1, 3, 1)"#)
    }

    @Test func contentIsEvaluatedAgainWhenTheSizeChanges() {
        let host = HeadlessHost(
            GeometryReader { proxy in
                Text(proxy.size.width > 25 ? "Wide" : "Narrow")
            }, width: 20, height: 5)
        #expect(host.backend.widget(text: "Narrow") != nil)
        host.graph.resize(to: CGSize(width: 30, height: 6))
        let counters = host.graph.lastTransaction
        #expect(host.dump == #"Text "Wide" (0, 0, 4, 1)"#)
        #expect(counters.bodiesEvaluated == 1)
        #expect(counters.widgetsUpdated == 1)
        #expect(counters.widgetsCreated == 0)
    }

    @Test func frameInGlobalAndLocalCoordinates() {
        let host = HeadlessHost(
            VStack(spacing: 0) {
                Text("Top")
                GeometryReader { proxy in
                    let global = proxy.frame(in: .global)
                    Text("\(Int(global.minX)),\(Int(global.minY)) \(Int(proxy.frame(in: .local).minY))")
                }
            }, width: 20, height: 5)
        #expect(host.frame(of: "0,1 0") == rect(0, 1, 5, 1))
        #expect(CoordinateSpace.global.isGlobal && CoordinateSpace.local.isLocal)
    }

    @Test func stateReadInTheContentUpdatesIt() {
        struct Counter: View {
            @State var count = 0
            var body: some View {
                VStack(spacing: 0) {
                    Button("Add") { count += 1 }
                    GeometryReader { proxy in Text("\(count) in \(Int(proxy.size.width))") }
                }
            }
        }
        let host = HeadlessHost(Counter(), width: 20, height: 5)
        #expect(host.backend.widget(text: "0 in 20") != nil)
        host.widgets(kind: "Button").first?.send(.activate)
        let counters = host.flush()
        #expect(host.backend.widget(text: "1 in 20") != nil)
        #expect(counters.widgetsCreated == 0)
    }
}
