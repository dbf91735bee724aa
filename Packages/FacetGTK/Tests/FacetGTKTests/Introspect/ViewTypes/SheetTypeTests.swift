import CGTK
import FacetGTK
import FacetIntrospect
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite(.gtkAvailable)
struct SheetTypeTests {
    @Test func handsOverTheSheetsContentFrame() throws {
        let model = IntrospectedModel()
        let calls = Calls<GTKWidget>()
        let host = GTKHost(
            Text("Main")
                .sheet(isPresented: Bindable(model).isOn) {
                    Text("In the sheet").introspect(.sheet, on: .gtk(.v4_8), customize: calls.record())
                })
        host.flush()  // a modal shown at first appearance is built in the next transaction
        #expect(calls.typeNames == ["FacetFrame"])
        let window = try #require(calls.last?.window)
        #expect(
            gtk_window_get_modal(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)) != 0
        )
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let model = IntrospectedModel()
        let calls = Calls<GTKWidget>()
        let host = GTKHost(
            VStack {
                Text("Main").introspect(.sheet, on: .gtk(.v4_8), customize: calls.record())
            }
            .alert("Delete?", isPresented: Bindable(model).isOn) {
                Button("OK") {}.introspect(.sheet, on: .gtk(.v4_8), customize: calls.record())
            })
        host.flush()
        #expect(host.backend.allWidgets.contains { $0.window != nil })
        #expect(calls.count == 0)
    }
}
