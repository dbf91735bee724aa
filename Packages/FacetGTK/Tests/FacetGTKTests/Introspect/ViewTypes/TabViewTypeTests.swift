import CGTK
import FacetGTK
import FacetIntrospect
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite(.gtkAvailable)
struct TabViewTypeTests {
    @Test func handsOverTheStack() throws {
        let calls = Calls<GTKWidget>()
        _ = GTKHost(
            TabView(selection: .constant(1)) {
                Text("First page").tabItem { Text("One") }.tag(0)
                Text("Second page").tabItem { Text("Two") }.tag(1)
            }
            .introspect(.tabView, on: .gtk(.v4_8), customize: calls.record()))
        #expect(calls.typeNames == ["GtkStack"])
        let stack = try #require(calls.last)
        let visible = try #require(gtk_stack_get_visible_child_name(stack.opaquePointer))
        #expect(String(cString: visible) == "1")
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let calls = Calls<GTKWidget>()
        _ = GTKHost(
            VStack {
                NavigationStack { Text("Home").navigationTitle("Inbox") }
                    .introspect(.tabView, on: .gtk(.v4_8), customize: calls.record())
                Picker("Tabs", selection: .constant(0)) { Text("One").tag(0) }
                    .pickerStyle(.segmented)
                    .introspect(.tabView, on: .gtk(.v4_8), customize: calls.record())
            })
        #expect(calls.count == 0)
    }
}
