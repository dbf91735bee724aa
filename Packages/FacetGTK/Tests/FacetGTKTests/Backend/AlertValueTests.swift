import CGTK
import FacetGTK
import FacetTestSupport
import FacetUI
import Observation
import Testing

@Observable @MainActor private final class Asking {
    var isAsking = true
    var log: [String] = []
}

@MainActor @Suite(.gtkAvailable)
struct AlertValueTests {
    @Test func anAlertValueIsAModalWindowWhoseButtonsRunAndClose() throws {
        let model = Asking()
        let host = GTKHost(
            Text("Main")
                .alert(isPresented: Bindable(model).isAsking) {
                    Alert(
                        title: Text("Delete?"),
                        primaryButton: .destructive(Text("Delete")) { model.log.append("delete") },
                        secondaryButton: .cancel())
                })
        host.flush()  // a modal shown at first appearance is built in the next transaction
        let modal = try #require(host.backend.allWidgets.first { $0.window != nil })
        let window = try #require(modal.window)
        #expect(gtk_widget_get_visible(window) != 0)
        #expect(try host.widget("GtkLabel", text: "Delete?").parent === modal)
        let delete = try host.widget("GtkLabel", text: "Delete")
        let button = try #require(delete.parent)
        host.emit("clicked", on: button.widget)
        host.flush()
        #expect(model.log == ["delete"])
        #expect(!model.isAsking)
        #expect(host.backend.allWidgets.first { $0.window != nil } == nil)
    }

    @Test func anActionSheetIsAModalWindowListingItsButtons() throws {
        let model = Asking()
        let host = GTKHost(
            Text("Main")
                .actionSheet(isPresented: Bindable(model).isAsking) {
                    ActionSheet(title: Text("Share"), buttons: [.default(Text("Copy")), .cancel()])
                })
        host.flush()
        let modal = try #require(host.backend.allWidgets.first { $0.window != nil })
        let copy = try host.widget("GtkLabel", text: "Copy")
        let cancel = try host.widget("GtkLabel", text: "Cancel")
        #expect(copy.parent?.parent === modal && cancel.parent?.parent === modal)
        #expect(try #require(cancel.parent?.frame).minY > (try #require(copy.parent?.frame)).minY)
    }
}
