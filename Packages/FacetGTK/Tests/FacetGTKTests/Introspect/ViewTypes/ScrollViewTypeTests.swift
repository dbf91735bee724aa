import CGTK
import FacetGTK
import FacetIntrospect
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite(.gtkAvailable)
struct ScrollViewTypeTests {
    @Test func handsOverTheScrolledWindow() throws {
        let calls = Calls<GTKWidget>()
        _ = GTKHost(
            ScrollView(.vertical, showsIndicators: false) { Text("Scrolled") }
                .introspect(.scrollView, on: .gtk(.v4_8), customize: calls.record()))
        #expect(calls.typeNames == ["GtkScrolledWindow"])
        let scroller = try #require(calls.last)
        // Hidden indicators: GTK's overlay scrolling is off.
        #expect(gtk_scrolled_window_get_overlay_scrolling(scroller.opaquePointer) == 0)
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let calls = Calls<GTKWidget>()
        _ = GTKHost(
            VStack {
                TextEditor(text: .constant("Notes"))
                    .introspect(.scrollView, on: .gtk(.v4_8), customize: calls.record())
                List { Text("Row") }.introspect(.scrollView, on: .gtk(.v4_8), customize: calls.record())
                Text("Plain").introspect(.scrollView, on: .gtk(.v4_8), customize: calls.record())
            })
        #expect(calls.count == 0)
    }
}
