import CGTK
import FacetGTK
import FacetIntrospect
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite(.gtkAvailable)
struct AlertTypeTests {
    @Test func handsOverTheAlertsContentFrame() throws {
        let model = IntrospectedModel()
        let calls = Calls<GTKWidget>()
        let host = GTKHost(
            Text("Main")
                .alert("Delete?", isPresented: Bindable(model).isOn) {
                    Button("OK") {}.introspect(.alert, on: .gtk(.v4_8), customize: calls.record())
                })
        host.flush()  // a modal shown at first appearance is built in the next transaction
        #expect(calls.typeNames == ["FacetFrame"])
        let window = try #require(calls.last?.window)
        let title = gtk_window_get_title(
            UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
        #expect(title.map { String(cString: $0) } == "Alert")
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let model = IntrospectedModel()
        let calls = Calls<GTKWidget>()
        let host = GTKHost(
            VStack {
                Text("Main").introspect(.alert, on: .gtk(.v4_8), customize: calls.record())
            }
            .sheet(isPresented: Bindable(model).isOn) {
                Text("In the sheet").introspect(.alert, on: .gtk(.v4_8), customize: calls.record())
            })
        host.flush()
        #expect(host.backend.allWidgets.contains { $0.window != nil })
        #expect(calls.count == 0)
    }
}
