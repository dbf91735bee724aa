import CGTK
import FacetGTK
import FacetIntrospect
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite(.gtkAvailable)
struct PickerWithSegmentedStyleTypeTests {
    @Test func handsOverTheBoxOfLinkedButtons() throws {
        let calls = Calls<GTKWidget>()
        _ = GTKHost(
            Picker("Size", selection: .constant(0)) {
                Text("S").tag(0)
                Text("M").tag(1)
                Text("L").tag(2)
            }
            .pickerStyle(.segmented)
            .introspect(.picker(style: .segmented), on: .gtk(.v4_8), customize: calls.record()))
        #expect(calls.typeNames == ["GtkBox"])
        let box = try #require(calls.last)
        var buttons: [String] = []
        var child = gtk_widget_get_first_child(box.widget)
        while let current = child {
            buttons.append(String(cString: facet_type_name(current)))
            child = gtk_widget_get_next_sibling(current)
        }
        #expect(buttons == ["GtkToggleButton", "GtkToggleButton", "GtkToggleButton"])
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let calls = Calls<GTKWidget>()
        _ = GTKHost(
            VStack {
                Picker("Size", selection: .constant(0)) {
                    Text("S").tag(0)
                    Text("M").tag(1)
                }
                .pickerStyle(.menu)
                .introspect(.picker(style: .segmented), on: .gtk(.v4_8), customize: calls.record())
                TabView { Text("First").tabItem { Text("One") } }
                    .introspect(.picker(style: .segmented), on: .gtk(.v4_8), customize: calls.record())
            })
        #expect(calls.count == 0)
    }
}
