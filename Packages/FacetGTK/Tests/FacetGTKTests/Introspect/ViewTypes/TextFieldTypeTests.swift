import CGTK
import FacetGTK
import FacetIntrospect
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite(.gtkAvailable)
struct TextFieldTypeTests {
    @Test func handsOverTheEntry() {
        let calls = Calls<GTKWidget>()
        _ = GTKHost(
            TextField("Name", text: .constant("Ada"))
                .introspect(.textField, on: .gtk(.v4_8), customize: calls.record()))
        #expect(calls.typeNames == ["GtkEntry"])
        #expect(calls.last?.text == "Ada")
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let calls = Calls<GTKWidget>()
        _ = GTKHost(
            VStack {
                SecureField("Password", text: .constant("secret"))
                    .introspect(.textField, on: .gtk(.v4_8), customize: calls.record())
                TextEditor(text: .constant("Notes"))
                    .introspect(.textField, on: .gtk(.v4_8), customize: calls.record())
            })
        #expect(calls.count == 0)
    }

    @Test func theSameWidgetIsHandedOverAfterEachUpdateAndACustomisationShows() throws {
        let model = IntrospectedModel()
        let received = Calls<GTKWidget>()
        let host = GTKHost(
            VStack {
                TextField("Name", text: Bindable(model).text)
                    .introspect(.textField, on: .gtk(.v4_8)) { field in
                        received.record { gtk_entry_set_max_length($0.pointer(GtkEntry.self), 4) }(field)
                    }
                TextField("Other", text: .constant("x"))
            })
        #expect(received.widgets.count == 1)
        let entry = try #require(received.widgets.first)
        #expect(gtk_entry_get_max_length(entry.pointer(GtkEntry.self)) == 4)
        // GTK itself enforces the customisation: a longer text is cut.
        gtk_editable_set_text(entry.opaquePointer, "Grace Hopper")
        host.flush()
        #expect(model.text == "Grac")
        model.text = "Bob"
        host.flush()
        #expect(received.widgets.count >= 2)
        #expect(received.widgets.allSatisfy { $0 === entry })
        let other = try #require(host.widgets("GtkEntry").last)
        #expect(other !== entry)
        #expect(gtk_entry_get_max_length(other.pointer(GtkEntry.self)) == 0)
    }
}
