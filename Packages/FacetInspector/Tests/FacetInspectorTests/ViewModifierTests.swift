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

private struct Confirming: ViewModifier {
    @State private var isAsking = false
    func body(content: Content) -> some View {
        content
            .onTapGesture { isAsking = true }
            .sheet(isPresented: $isAsking) {
                Button("Confirm") { isAsking = false }
            }
    }
}

/// A custom `ViewModifier` (`modifier(T.self)`): navigation into its body, `actualView()`,
/// its state, search inside the body, and the errors.
@MainActor @Suite struct ViewModifierTests {
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
        #expect(
            error?.description
                == "Text does not have 'Emphasis' modifier at index 2 (it has: Emphasis, Emphasis)")
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

    @Test func outOfBoundsInTheBody() throws {
        let error = #expect(throws: InspectionError.self) {
            try Text("A").modifier(Emphasis()).inspect().text().modifier(Emphasis.self).hStack().text(2)
        }
        #expect(error?.description == "Enclosed view index '2' is out of bounds: '0 ..< 2'")
    }

    @Test func searchLooksInsideTheBody() throws {
        let sut = try VStack { Text("A").modifier(Emphasis()) }.inspect()
        let star = try sut.find(text: "*")
        #expect(star.pathToRoot == "vStack().text(0).modifier(Emphasis.self).hStack().text(0)")
        #expect(try star.parent().pathToRoot == "vStack().text(0).modifier(Emphasis.self).hStack()")
        #expect(
            try star.find(ViewType.ViewModifier<Emphasis>.self, relation: .parent).pathToRoot
                == "vStack().text(0).modifier(Emphasis.self)")
        #expect(try star.find(ViewType.Text.self, relation: .parent).string() == "A")
        // The modified view is found once, where it is written, not again inside the body.
        #expect(
            sut.findAll(ViewType.Text.self).map(\.pathToRoot) == [
                "vStack().text(0)", "vStack().text(0).modifier(Emphasis.self).hStack().text(0)",
            ])
        #expect(
            try sut.find(ViewType.ViewModifierContent.self).pathToRoot
                == "vStack().text(0).modifier(Emphasis.self).hStack().viewModifierContent(1)")
    }

    @Test func searchReachesActionsAndIndexesModifiersOfOneType() throws {
        let sut = try Text("A").modifier(Toggling()).modifier(Toggling()).inspect()
        let buttons = sut.findAll(ViewType.Button.self)
        #expect(
            buttons.map(\.pathToRoot) == [
                "text().modifier(Toggling.self).vStack().button(1)",
                "text().modifier(Toggling.self, 1).vStack().button(1)",
            ])
        try buttons[1].tap()
        #expect(
            try sut.text().modifier(Toggling.self, 1).vStack().button(1).labelView().text().string() == "On")
        #expect(
            try sut.text().modifier(Toggling.self, 0).vStack().button(1).labelView().text().string() == "Off")
    }

    @Test func searchFindsASheetTheBodyPresents() throws {
        let sut = try Text("A").modifier(Confirming()).inspect()
        #expect(throws: InspectionError.self) { try sut.find(button: "Confirm") }
        try sut.text().modifier(Confirming.self).viewModifierContent().callOnTapGesture()
        let confirm = try sut.find(button: "Confirm")
        #expect(
            confirm.pathToRoot == "text().modifier(Confirming.self).viewModifierContent().sheet().button()")
        try confirm.tap()
        #expect(throws: InspectionError.self) { try sut.find(button: "Confirm") }
    }

    @Test func printShowsTheModifierAndItsBody() throws {
        let sut = try Text("A").modifier(Emphasis()).inspect()
        #expect(
            Inspector.print(sut) == """
                Text "A"
                  Emphasis
                    HStack
                      Text "*"
                      ViewModifierContent
                """)
    }

    @Test func aModifierInspectedOnItsOwn() throws {
        let body = try Emphasis(amount: 4).inspect()
        #expect(try body.actualView().amount == 4)
        #expect(try body.hStack().text(0).string() == "*")
        #expect(try body.hStack().viewModifierContent(1).padding().top == 4)
    }

    @Test func aBodyOfModifiersAppliesThemToTheView() throws {
        var appeared = 0
        let sut = try Text("A").padding(1).modifier(Appearing { appeared += 1 }).padding(2).inspect().text()
        appeared = 0
        try sut.callOnAppear()
        #expect(appeared == 1)
        // A body that places the content among other views applies nothing to it.
        let missing = #expect(throws: InspectionError.self) {
            try Text("B").modifier(Emphasis()).inspect().text().callOnAppear()
        }
        #expect(missing != nil)
    }
}

private struct Appearing: ViewModifier {
    let action: () -> Void
    func body(content: Content) -> some View { content.onAppear(perform: action) }
}
