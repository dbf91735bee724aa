import CGTK
import FacetGTK
import FacetIntrospect
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite(.gtkAvailable)
struct NavigationViewTypeTests {
    @Test func theStackStyleHandsOverTheHeaderBar() {
        let calls = Calls<GTKWidget>()
        _ = GTKHost(
            NavigationView { Text("Home") }
                .navigationViewStyle(.stack)
                .introspect(.navigationView(style: .stack), on: .gtk(.v4_8), customize: calls.record()))
        #expect(calls.typeNames == ["GtkHeaderBar"])
    }

    @Test func theColumnsStyleAndASplitViewHandOverThePaned() {
        let columns = Calls<GTKWidget>()
        let split = Calls<GTKWidget>()
        _ = GTKHost(
            VStack {
                NavigationView {
                    Text("Sidebar"); Text("Detail")
                }
                .navigationViewStyle(.columns)
                .introspect(.navigationView(style: .columns), on: .gtk(.v4_8), customize: columns.record())
                NavigationSplitView {
                    Text("Sidebar")
                } detail: {
                    Text("Detail")
                }
                .introspect(.navigationSplitView, on: .gtk(.v4_8), customize: split.record())
            })
        #expect(columns.typeNames == ["GtkPaned"])
        #expect(split.typeNames == ["GtkPaned"])
    }
}
