import FacetInspector
import FacetUI
import Testing

@MainActor @Suite struct ModifierTests {
    @Test func fontAndColor() throws {
        // `Text.font(_:)` returns a `Text` (a text attribute, not a modifier), as in SwiftUI.
        let sut = VStack { Image(systemName: "a").font(.headline).foregroundColor(.red) }
        #expect(try sut.inspect().vStack().image(0).font() == .headline)
        #expect(try sut.inspect().vStack().image(0).foregroundColor() == .red)
        let error = #expect(throws: InspectionError.self) {
            try Image(systemName: "b").inspect().image().font()
        }
        #expect(error?.description == "Image does not have 'font' modifier")
    }

    @Test func environmentModifiersApplyToTheViewsBelow() throws {
        let sut = try VStack {
            HStack { Image(systemName: "a") }.font(.title)
            Image(systemName: "b").font(nil).foregroundStyle(.blue)
        }
        .font(.headline).foregroundColor(.red).inspect().vStack()
        // The nearest wins, as in ViewInspector.
        #expect(try sut.hStack(0).image(0).font() == .title)
        #expect(try sut.hStack(0).image(0).foregroundColor() == .red)
        #expect(try sut.image(1).font() == nil)
        #expect(try sut.image(1).foregroundStyle() == .blue)
        #expect(try sut.font() == .headline)
    }

    @Test func opacityHiddenDisabled() throws {
        let sut = VStack {
            Text("A").opacity(0.5); Text("B").hidden(); Button("C") {}.disabled(true)
        }
        let vStack = try sut.inspect().vStack()
        #expect(try vStack.text(0).opacity() == 0.5)
        #expect(try vStack.text(1).isHidden())
        #expect(try !vStack.text(0).isHidden())
        #expect(try vStack.button(2).isDisabled())
        #expect(try !vStack.text(0).isDisabled())
    }

    @Test func responsivenessFollowsEnclosingViews() throws {
        let sut = try VStack {
            Button("A") {}
            HStack { Button("B") {} }.hidden()
            HStack { Button("C") {} }.disabled(true)
        }.inspect().vStack()
        #expect(try sut.button(0).isResponsive())
        #expect(try sut.hStack(1).button(0).isResponsive() == false)
        // Hiding is inherited, as in ViewInspector.
        #expect(try sut.hStack(1).button(0).isHidden())
        #expect(try sut.hStack(2).button(0).isHidden() == false)
        #expect(try sut.hStack(2).button(0).isResponsive() == false)
        let hidden = #expect(throws: InspectionError.self) { try sut.hStack(1).button(0).tap() }
        #expect(hidden?.description == "Button is unresponsive: an enclosing view is hidden")
        let own = #expect(throws: InspectionError.self) {
            try Button("D") {}.hidden().inspect().button().tap()
        }
        #expect(own?.description == "Button is unresponsive: it is hidden")
    }

    @Test func everyUserActionChecksResponsiveness() throws {
        let sut = try VStack {
            Group {
                Slider(value: .constant(0.5))
                Stepper(value: .constant(1)) { Text("S") }
                TextField("T", text: .constant(""))
                Image(systemName: "star").onTapGesture {}
            }
            .hidden()
            Picker("P", selection: .constant(1)) { Text("One").tag(1) }.disabled(true)
        }.inspect().vStack()
        let actions: [(String, () throws -> Void)] = [
            ("Slider", { try sut.group(0).slider(0).callOnEditingChanged() }),
            ("Slider", { try sut.group(0).slider(0).setValue(1) }),
            ("Stepper", { try sut.group(0).stepper(1).callOnEditingChanged() }),
            ("Stepper", { try sut.group(0).stepper(1).increment() }),
            ("TextField", { try sut.group(0).textField(2).setInput("x") }),
            ("TextField", { try sut.group(0).textField(2).callOnSubmit() }),
            ("Image", { try sut.group(0).image(3).callOnTapGesture() }),
        ]
        for (name, action) in actions {
            let error = #expect(throws: InspectionError.self) { try action() }
            #expect(error?.description == "\(name) is unresponsive: an enclosing view is hidden")
        }
        let picker = #expect(throws: InspectionError.self) { try sut.picker(1).select(value: 1) }
        #expect(picker?.description == "Picker is unresponsive: it is disabled")
    }

    @Test func accessibility() throws {
        let sut = VStack {
            Image(systemName: "trash").accessibilityLabel("Delete").accessibilityIdentifier("del")
        }
        #expect(try sut.inspect().vStack().image(0).accessibilityLabel().string() == "Delete")
        #expect(try sut.inspect().find(viewWithAccessibilityLabel: "Delete").image().systemName() == "trash")
        #expect(
            try sut.inspect().find(viewWithAccessibilityIdentifier: "del").pathToRoot == "vStack().image(0)")
    }

    @Test func buttonStyle() throws {
        let sut = Button("A") {}.buttonStyle(.plain)
        #expect(try sut.inspect().button().buttonStyle() is PlainButtonStyle)
    }
}
