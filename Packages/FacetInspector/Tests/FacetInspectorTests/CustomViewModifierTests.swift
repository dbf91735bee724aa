import FacetInspector
import FacetUI
import Foundation
import Testing

private struct Emphasis: ViewModifier {
    var amount: CGFloat = 2
    func body(content: Content) -> some View {
        HStack {
            Text("*"); content.padding(amount)
        }
    }
}

private struct Toggling: ViewModifier {
    @State private var isOn = false
    func body(content: Content) -> some View {
        VStack {
            content
            Button(isOn ? "On" : "Off") { isOn.toggle() }
        }
    }
}

@MainActor @Suite struct CustomViewModifierTests {
    @Test func navigationIntoTheBody() throws {
        let sut = Text("A").modifier(Emphasis(amount: 3))
        let modifier = try sut.inspect().text().modifier(Emphasis.self)
        #expect(try modifier.actualView().amount == 3)
        #expect(modifier.pathToRoot == "text().modifier(Emphasis.self)")
        #expect(try modifier.hStack().text(0).string() == "*")
        let content = try modifier.hStack().viewModifierContent(1)
        #expect(try content.padding() == EdgeInsets(top: 3, leading: 3, bottom: 3, trailing: 3))
        #expect(try content.text().string() == "A")
    }

    @Test func fromMultipleViewContainer() throws {
        let sut = VStack {
            Text("x"); Text("A").modifier(Emphasis())
        }
        #expect(try sut.inspect().vStack().text(1).modifier(Emphasis.self).actualView().amount == 2)
        #expect(try sut.inspect().find(text: "A").pathToRoot == "vStack().text(1)")
    }

    @Test func stateInTheModifier() throws {
        let sut = try Text("A").modifier(Toggling()).inspect()
        let body = try sut.text().modifier(Toggling.self)
        try body.vStack().button(1).tap()
        #expect(try body.vStack().button(1).labelView().text().string() == "On")
    }

    @Test func indexAndMissingModifier() throws {
        let sut = Text("A").modifier(Emphasis(amount: 1)).modifier(Emphasis(amount: 5))
        #expect(try sut.inspect().text().modifier(Emphasis.self, 1).actualView().amount == 5)
        let error = #expect(throws: InspectionError.self) {
            try sut.inspect().text().modifier(Emphasis.self, 2)
        }
        #expect(error?.description == "Text does not have 'Emphasis' modifier at index 2")
        let missing = #expect(throws: InspectionError.self) {
            try Text("A").inspect().text().modifier(Toggling.self)
        }
        #expect(missing?.description == "Text does not have 'Toggling' modifier")
    }

    @Test func wrongTypeMessage() throws {
        let error = #expect(throws: InspectionError.self) {
            try Text("A").modifier(Emphasis()).inspect().text().modifier(Emphasis.self).vStack()
        }
        #expect(
            error?.description == "text().modifier(Emphasis.self).vStack() found HStack instead of VStack")
    }
}
