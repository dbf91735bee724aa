import CGTK
import FacetGTK
import FacetIntrospect
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite(.gtkAvailable)
struct NavigationStackTypeTests {
    @Test func handsOverTheHeaderBar() throws {
        let calls = Calls<GTKWidget>()
        _ = GTKHost(
            NavigationStack { Text("Home").navigationTitle("Inbox") }
                .introspect(.navigationStack, on: .gtk(.v4_8), customize: calls.record()))
        #expect(calls.typeNames == ["GtkHeaderBar"])
        let bar = try #require(calls.last)
        let title = try #require(gtk_header_bar_get_title_widget(bar.opaquePointer))
        #expect(String(cString: gtk_label_get_text(OpaquePointer(title))) == "Inbox")
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let calls = Calls<GTKWidget>()
        _ = GTKHost(
            VStack {
                TabView { Text("First").tabItem { Text("One") } }
                    .introspect(.navigationStack, on: .gtk(.v4_8), customize: calls.record())
                Text("Inbox").introspect(.navigationStack, on: .gtk(.v4_8), customize: calls.record())
            })
        #expect(calls.count == 0)
    }
}
