import CGTK
import FacetGTK
import FacetTestSupport
import FacetUI
import Foundation
import Testing

@Observable @MainActor private final class ToolbarModel {
    var saves = 0
}

@MainActor @Suite(.gtkAvailable)
struct ToolbarMappingTests {
    @Test func itemsAreRealButtonsOverTheHeaderBar() throws {
        let model = ToolbarModel()
        let host = GTKHost(
            NavigationStack {
                Text("Saved \(model.saves)")
                    .navigationTitle("Note")
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) { Button("Undo") { model.saves = 0 } }
                        ToolbarItem(placement: .confirmationAction) { Button("Save") { model.saves += 1 } }
                    }
            })
        let bar = try host.widget("GtkHeaderBar")
        let save = try #require(try host.widget("GtkLabel", text: "Save").parent)
        let undo = try #require(try host.widget("GtkLabel", text: "Undo").parent)
        #expect(save.typeName == "GtkButton" && undo.typeName == "GtkButton")
        // Inside the bar: the confirmation at the trailing edge, the cancellation at the leading.
        #expect(save.frame.maxX == bar.frame.maxX - 6)
        #expect(undo.frame.minX == bar.frame.minX + 6)
        #expect(save.frame.minY >= bar.frame.minY && save.frame.maxY <= bar.frame.maxY)
        host.emit("clicked", on: save.widget)
        #expect(model.saves == 1)
    }

    @Test func aToolbarOutsideANavigationStackGetsTheWindowsBar() throws {
        let model = ToolbarModel()
        let host = GTKHost(Text("Count \(model.saves)").toolbar { Button("Add") { model.saves += 1 } })
        let bar = try host.widget("GtkHeaderBar")
        let add = try #require(try host.widget("GtkLabel", text: "Add").parent)
        #expect(bar.frame.minY == 0 && bar.frame.width == 400)
        #expect(add.frame.maxX == 394)
        host.emit("clicked", on: add.widget)
        #expect(model.saves == 1)
    }
}
