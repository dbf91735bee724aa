import FacetInspector
import FacetUI
import Testing

private struct Editor: View {
    @State var log = ""
    var body: some View {
        VStack {
            Text("Log: \(log)")
            Menu("Actions") {
                Button("Duplicate") { log += "d" }
                Button("Delete") { log += "x" }
            }
        }
    }
}

@MainActor @Suite struct MenuTests {
    @Test func aMenuReachedAsAClassifiedViewEnclosesItsItems() throws {
        let sut = try Editor().inspect().vStack()
        #expect(try sut[1].button(1).labelView().text().string() == "Delete")
        #expect(try sut.classified(1).button(0).labelView().text().string() == "Duplicate")
        let single = try VStack {
            Text("x")
            Menu("M") { Button("Only") {} }
        }.inspect().vStack()
        #expect(try single[1].button().labelView().text().string() == "Only")
    }

    @Test func theItemsOfADisabledOrHiddenMenuTakeNoAction() throws {
        var log = ""
        let sut = try VStack {
            Menu("Off") { Button("A") { log += "a" } }.disabled(true)
            Menu("Away") { Button("B") { log += "b" } }.hidden()
        }.inspect().vStack()
        let disabled = #expect(throws: InspectionError.self) { try sut.menu(0).button().tap() }
        #expect(disabled?.description == "Button is unresponsive: it is disabled")
        #expect(try sut.menu(0).button().isDisabled())
        let hidden = #expect(throws: InspectionError.self) { try sut.menu(1).button().tap() }
        #expect(hidden?.description == "Button is unresponsive: an enclosing view is hidden")
        #expect(try sut.menu(1).button().isHidden())
        #expect(log == "")
    }

    @Test func extractionFromSingleAndMultipleViewContainers() throws {
        #expect(
            try AnyView(Menu("M") { Button("A") {} }).inspect().anyView().menu().labelView().text().string()
                == "M")
        #expect(try Editor().inspect().vStack().menu(1).labelView().text().string() == "Actions")
    }

    @Test func itemsAndSearchPath() throws {
        let menu = try Editor().inspect().vStack().menu(1)
        #expect(try menu.items() == ["Duplicate", "Delete"])
        #expect(try menu.content().button(1).labelView().text().string() == "Delete")
        #expect(
            try menu.content().button(1).pathToRoot
                == "view(Editor.self).vStack().menu(1).content().button(1)")
        #expect(
            try Editor().inspect().find(text: "Actions").pathToRoot
                == "view(Editor.self).vStack().menu(1).labelView().text()")
    }

    @Test func theMenusEnclosedViewsAreItsItems() throws {
        let sut = try Editor().inspect()
        let delete = try sut.vStack().menu(1).button(1)
        #expect(delete.pathToRoot == "view(Editor.self).vStack().menu(1).button(1)")
        try delete.tap()
        #expect(try sut.vStack().text(0).string() == "Log: x")
        #expect(try Menu("M") { Text("Only") }.inspect().menu().text().string() == "Only")
        let bounds = #expect(throws: InspectionError.self) { try sut.vStack().menu(1).button(2) }
        #expect(bounds?.description == "Enclosed view index '2' is out of bounds: '0 ..< 2'")
    }

    @Test func choosingItemsChangesState() throws {
        let sut = try Editor().inspect()
        try sut.vStack().menu(1).selectItem(0)
        try sut.vStack().menu(1).content().button(1).tap()
        #expect(try sut.vStack().text(0).string() == "Log: dx")
    }

    @Test func primaryAction() throws {
        final class Box { var calls = 0 }
        let box = Box()
        let sut = try Menu("M", content: { Button("A") {} }, primaryAction: { box.calls += 1 }).inspect()
        try sut.menu().callPrimaryAction()
        #expect(box.calls == 1)
        let none = #expect(throws: InspectionError.self) {
            try Editor().inspect().vStack().menu(1).callPrimaryAction()
        }
        #expect(none?.description == "Menu does not have 'primaryAction' callback")
    }

    @Test func errorMessages() throws {
        let wrong = #expect(throws: InspectionError.self) { try Text("A").inspect().menu() }
        #expect(wrong?.description == "menu() found Text instead of Menu")
        let bounds = #expect(throws: InspectionError.self) {
            try Editor().inspect().vStack().menu(1).selectItem(5)
        }
        #expect(bounds?.description == "Enclosed view index '5' is out of bounds: '0 ..< 2'")
        let missing = #expect(throws: InspectionError.self) {
            try Editor().inspect().vStack().menu(1).padding()
        }
        #expect(missing?.description == "Menu does not have 'padding' modifier")
    }
}
