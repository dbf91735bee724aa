import CGTK
import FacetGTK
import FacetIntrospect
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite(.gtkAvailable)
struct ButtonTypeTests {
    @Test func handsOverTheButton() throws {
        let calls = Calls<GTKWidget>()
        _ = GTKHost(
            Button("Delete", role: .destructive) {}
                .introspect(.button, on: .gtk(.v4_8), customize: calls.record()))
        #expect(calls.typeNames == ["GtkButton"])
        let button = try #require(calls.last)
        #expect(gtk_widget_has_css_class(button.widget, "destructive-action") != 0)
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let calls = Calls<GTKWidget>()
        _ = GTKHost(
            VStack {
                Toggle("On", isOn: .constant(true))
                    .introspect(.button, on: .gtk(.v4_8), customize: calls.record())
                Text("Save").introspect(.button, on: .gtk(.v4_8), customize: calls.record())
            })
        #expect(calls.count == 0)
    }
}
