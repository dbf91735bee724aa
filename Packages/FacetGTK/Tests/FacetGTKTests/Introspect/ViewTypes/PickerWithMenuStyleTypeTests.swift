import CGTK
import FacetGTK
import FacetIntrospect
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite(.gtkAvailable)
struct PickerWithMenuStyleTypeTests {
    @Test func handsOverTheDropDown() throws {
        let calls = Calls<GTKWidget>()
        _ = GTKHost(
            Picker("Flavour", selection: .constant(1)) {
                Text("Vanilla").tag(0)
                Text("Mint").tag(1)
            }
            .pickerStyle(.menu)
            .introspect(.picker(style: .menu), on: .gtk(.v4_8), customize: calls.record()))
        #expect(calls.typeNames == ["GtkDropDown"])
        let picker = try #require(calls.last)
        #expect(gtk_drop_down_get_selected(picker.opaquePointer) == 1)
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let calls = Calls<GTKWidget>()
        _ = GTKHost(
            VStack {
                Picker("Size", selection: .constant(0)) {
                    Text("S").tag(0)
                    Text("M").tag(1)
                }
                .pickerStyle(.segmented)
                .introspect(.picker(style: .menu), on: .gtk(.v4_8), customize: calls.record())
                Toggle("On", isOn: .constant(true))
                    .introspect(.picker(style: .menu), on: .gtk(.v4_8), customize: calls.record())
            })
        #expect(calls.count == 0)
    }
}
