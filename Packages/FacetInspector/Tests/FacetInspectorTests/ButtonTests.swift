import FacetInspector
import FacetUI
import Testing

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Add") { count += 1 }
        }
    }
}

private struct Screen: View {
    var body: some View {
        HStack {
            Text("Title"); Counter()
        }
    }
}

@MainActor @Suite struct ButtonTests {
    @Test func labelAndTap() throws {
        final class Box { var taps = 0 }
        let box = Box()
        let sut = try Button("Go") { box.taps += 1 }.inspect()
        #expect(try sut.button().labelView().text().string() == "Go")
        try sut.button().tap()
        #expect(box.taps == 1)
    }

    @Test func extractionFromMultipleViewContainer() throws {
        let sut = HStack {
            Text("A"); Button("B") {}
        }
        #expect(try sut.inspect().hStack().button(1).labelView().text().string() == "B")
    }

    @Test func liveStateOfNestedCustomView() throws {
        let sut = try Screen().inspect()
        try sut.find(button: "Add").tap()
        try sut.find(button: "Add").tap()
        #expect(try sut.find(Counter.self).vStack().text(0).string() == "Count: 2")
        #expect(
            try sut.find(text: "Count: 2").pathToRoot
                == "view(Screen.self).hStack().view(Counter.self, 1).vStack().text(0)")
    }

    @Test func disabledButtonIsUnresponsive() throws {
        let error = #expect(throws: InspectionError.self) {
            try Button("B") {}.disabled(true).inspect().button().tap()
        }
        #expect(error?.description == "Button is unresponsive: it is disabled")
    }

    @Test func searchByButtonTitlePath() throws {
        let sut = VStack {
            Text("x"); Button("Save") {}
        }
        #expect(try sut.inspect().find(button: "Save").pathToRoot == "vStack().button(1)")
    }

    @Test func wrongTypeMessage() throws {
        let error = #expect(throws: InspectionError.self) { try Text("A").inspect().button() }
        #expect(error?.description == "button() found Text instead of Button")
    }

    @Test func searchPathThroughTheLabelIsTheNavigationPath() throws {
        let sut = try VStack {
            Text("A")
            Button("Save") {}
            Button {
            } label: {
                Text("Star"); Image(systemName: "star")
            }
        }.inspect()
        let text = try sut.find(text: "Save")
        #expect(text.pathToRoot == "vStack().button(1).labelView().text()")
        #expect(try sut.vStack().button(1).labelView().text().string() == "Save")
        #expect(try sut.find(text: "Star").pathToRoot == "vStack().button(2).labelView().text(0)")
        #expect(try sut.vStack().button(2).labelView().text(0).string() == "Star")
        #expect(try text.parent().pathToRoot == "vStack().button(1)")
    }

    @Test func buttonRole() throws {
        let sut = try HStack {
            Button("Delete", role: .destructive) {}
            Button("Keep") {}
        }.inspect().hStack()
        #expect(try sut.button(0).role() == .destructive)
        #expect(try sut.button(1).role() == nil)
    }
}
