import CGTK
import FacetGTK
import FacetIntrospect
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite(.gtkAvailable)
struct ToggleWithStyleTypesTests {
    @Test func eachStyleFindsOnlyItsToggles() {
        var found: [String: [String]] = [:]
        func record(_ toggle: String, _ style: String) -> (GTKWidget) -> Void {
            { widget in found[toggle, default: []].append("\(style):\(widget.typeName)") }
        }
        func introspected(_ toggle: some View, _ name: String) -> some View {
            toggle
                .introspect(.toggle(style: .switch), on: .gtk(.v4_8), customize: record(name, "switch"))
                .introspect(.toggle(style: .button), on: .gtk(.v4_8), customize: record(name, "button"))
                .introspect(.toggle(style: .checkbox), on: .gtk(.v4_8), customize: record(name, "checkbox"))
        }
        _ = GTKHost(
            VStack {
                introspected(Toggle("A", isOn: .constant(true)).toggleStyle(.switch), "switch")
                introspected(Toggle("B", isOn: .constant(true)).toggleStyle(.button), "button")
                introspected(Toggle("C", isOn: .constant(true)).toggleStyle(.checkbox), "checkbox")
                introspected(Toggle("D", isOn: .constant(true)), "automatic")
            })
        #expect(found["switch"] == ["switch:GtkSwitch"])
        #expect(found["button"] == ["button:GtkToggleButton"])
        #expect(found["checkbox"] == ["checkbox:GtkCheckButton"])
        #expect(found["automatic"] == ["switch:GtkSwitch"])
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let calls = Calls<GTKWidget>()
        _ = GTKHost(
            Button("Wi-Fi") {}.introspect(.toggle(style: .button), on: .gtk(.v4_8), customize: calls.record())
        )
        #expect(calls.count == 0)
    }
}
