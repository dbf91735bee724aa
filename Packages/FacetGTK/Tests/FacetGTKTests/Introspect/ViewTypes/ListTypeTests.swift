import CGTK
import FacetGTK
import FacetIntrospect
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite(.gtkAvailable)
struct ListTypeTests {
    @Test func handsOverTheListBox() throws {
        let calls = Calls<GTKWidget>()
        _ = GTKHost(
            List {
                Text("Alpha")
                Text("Beta")
            }
            .introspect(.list, on: .gtk(.v4_8), customize: calls.record()))
        #expect(calls.typeNames == ["GtkListBox"])
        let list = try #require(calls.last)
        #expect(gtk_list_box_get_row_at_index(list.opaquePointer, 1) != nil)
        #expect(gtk_list_box_get_row_at_index(list.opaquePointer, 2) == nil)
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let calls = Calls<GTKWidget>()
        _ = GTKHost(
            VStack {
                ScrollView { Text("Row") }.introspect(.list, on: .gtk(.v4_8), customize: calls.record())
                Text("Plain").introspect(.list, on: .gtk(.v4_8), customize: calls.record())
            })
        #expect(calls.count == 0)
    }
}
