import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

private struct Cards: View {
    @State var frontIsFirst = true
    var body: some View {
        ZStack {
            Text("first").zIndex(frontIsFirst ? 1 : 0)
            Text("second")
            Button("Swap") { frontIsFirst.toggle() }.zIndex(2)
        }
    }
}

@MainActor @Suite struct ZIndexTests {
    /// The kinds and texts of the top-level widgets, in drawing order.
    private func drawingOrder(_ host: HeadlessHost) -> [String] {
        host.backend.widgets.map { ($0.content as? ResolvedText)?.string ?? $0.content.kind }
    }

    @Test func higherZIndexDrawsLater() {
        let host = HeadlessHost(Cards())
        #expect(drawingOrder(host) == ["second", "first", "Button"])
    }

    @Test func changingZIndexReordersTheWidgets() throws {
        let host = HeadlessHost(Cards())
        try host.widget(kind: "Button").send(.activate)
        host.flush()
        #expect(drawingOrder(host) == ["first", "second", "Button"])
    }

    @Test func withoutZIndexWidgetsStayInTreeOrder() {
        let host = HeadlessHost(
            ZStack {
                Text("a"); Text("b")
            })
        #expect(drawingOrder(host) == ["a", "b"])
    }
}
