import CGTK
import FacetGTK
import FacetIntrospect
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite(.gtkAvailable)
struct ToggleTypeTests {
    @Test func handsOverTheSwitch() throws {
        let calls = Calls<GTKWidget>()
        _ = GTKHost(
            Toggle("Wi-Fi", isOn: .constant(true))
                .introspect(.toggle, on: .gtk(.v4_8), customize: calls.record()))
        #expect(calls.typeNames == ["GtkSwitch"])
        let toggle = try #require(calls.last)
        #expect(gtk_switch_get_active(toggle.opaquePointer) != 0)
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let calls = Calls<GTKWidget>()
        _ = GTKHost(Button("Wi-Fi") {}.introspect(.toggle, on: .gtk(.v4_8), customize: calls.record()))
        #expect(calls.count == 0)
    }
}
