import CGTK
import FacetGTK
import FacetIntrospect
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite(.gtkAvailable)
struct WindowTypeTests {
    @Test func handsOverTheAppsWindow() {
        let calls = Calls<GTKWidget>()
        let host = GTKHost(Text("Anywhere").introspect(.window, on: .gtk(.v4_8), customize: calls.record()))
        #expect(calls.typeNames == ["GtkWindow"])
        #expect(calls.last?.widget == host.backend.window)
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let calls = Calls<GTKWidget>()
        _ = GTKHost(
            ScrollView {
                Button("Deep inside") {}.introspect(.window, on: .gtk(.v4_8), customize: calls.record())
            })
        // Neither the button nor the enclosing scrolled window: the window.
        #expect(calls.typeNames == ["GtkWindow"])
    }
}
