import CGTK
import FacetGTK
import FacetIntrospect
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite(.gtkAvailable)
struct PopoverTypeTests {
    @Test func handsOverTheContentFrameOfItsModalWindow() throws {
        let model = IntrospectedModel()
        let calls = Calls<GTKWidget>()
        let host = GTKHost(
            Text("Main")
                .popover(isPresented: Bindable(model).isOn) {
                    Text("Presented").introspect(.popover, on: .gtk(.v4_8), customize: calls.record())
                })
        host.flush()  // a modal shown at first appearance is built in the next transaction
        #expect(calls.typeNames == ["FacetFrame"])
        let window = try #require(calls.last?.window)
        let gtkWindow = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
        #expect(gtk_window_get_modal(gtkWindow) != 0)
        #expect(try host.widget("GtkLabel", text: "Presented").parent === calls.last)
        // The user closes the window: the binding is reset.
        gtk_window_close(gtkWindow)
        host.flush()
        #expect(!model.isOn)
    }

    @Test func aSheetIsNotMatched() {
        let model = IntrospectedModel()
        let calls = Calls<GTKWidget>()
        let host = GTKHost(
            Text("Main")
                .sheet(isPresented: Bindable(model).isOn) {
                    Text("In the sheet").introspect(.popover, on: .gtk(.v4_8), customize: calls.record())
                })
        host.flush()
        #expect(host.backend.allWidgets.contains { $0.window != nil })
        #expect(calls.count == 0)
    }
}
