import CGTK
import FacetGTK
import FacetIntrospect
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite(.gtkAvailable)
struct FormTypeTests {
    @Test func handsOverTheFormsListBox() throws {
        let calls = Calls<GTKWidget>()
        _ = GTKHost(
            Form {
                Toggle("Notifications", isOn: .constant(true))
                Toggle("Sounds", isOn: .constant(false))
            }
            .introspect(.form, on: .gtk(.v4_8), customize: calls.record()))
        #expect(calls.typeNames == ["GtkListBox"])
        let form = try #require(calls.last)
        #expect(gtk_list_box_get_row_at_index(form.opaquePointer, 1) != nil)
    }

    @Test func aListIsNotAForm() {
        let calls = Calls<GTKWidget>()
        _ = GTKHost(List { Text("Row") }.introspect(.form, on: .gtk(.v4_8), customize: calls.record()))
        #expect(calls.count == 0)
    }
}
