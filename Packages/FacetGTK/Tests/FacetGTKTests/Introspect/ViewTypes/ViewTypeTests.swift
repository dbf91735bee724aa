import CGTK
import FacetGTK
import FacetIntrospect
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite(.gtkAvailable)
struct ViewTypeTests {
    @Test func handsOverTheReceiversOwnWidget() throws {
        let calls = Calls<GTKWidget>()
        _ = GTKHost(Text("Any").introspect(.view, on: .gtk(.v4_8), customize: calls.record()))
        #expect(calls.typeNames == ["GtkLabel"])
        #expect(calls.last?.text == "Any")
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let calls = Calls<GTKWidget>()
        _ = GTKHost(
            HStack {
                Text("First")
                Button("Second") {}.introspect(.view, on: .gtk(.v4_8), customize: calls.record())
            })
        // The button's widget: neither its sibling's label, nor its own label, nor the window.
        #expect(calls.typeNames == ["GtkButton"])
    }
}
