import FacetInspector
import FacetUI
import Testing

/// `opacity()`, `isHidden()`, `isDisabled()` and `isResponsive()` (hiding and disabling
/// are inherited from enclosing views), and the errors of an unresponsive view.
@MainActor @Suite struct RenderingModifiersTests {
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
        // The outermost enclosing view hidden is named, as in ViewInspector.
        #expect(hidden?.description == "Button is unresponsive: vStack().hStack(1) is hidden")
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
            #expect(error?.description == "\(name) is unresponsive: vStack().group(0) is hidden")
        }
        let picker = #expect(throws: InspectionError.self) { try sut.picker(1).select(value: 1) }
        #expect(picker?.description == "Picker is unresponsive: it is disabled")
    }

    @Test func fromSingleViewContainer() throws {
        let sut = try AnyView(Text("A").opacity(0.25)).inspect().anyView()
        #expect(try sut.text().opacity() == 0.25)
        #expect(try AnyView(Text("B")).disabled(true).inspect().anyView().text().isDisabled())
    }

    @Test func disablingFollowsState() throws {
        let sut = try Lock().inspect().vStack()
        #expect(try sut.button(1).isDisabled() == false)
        try sut.button(0).tap()
        #expect(try sut.button(1).isDisabled())
        #expect(try sut.button(1).isResponsive() == false)
        let error = #expect(throws: InspectionError.self) { try sut.button(1).tap() }
        #expect(error?.description == "Button is unresponsive: it is disabled")
    }

    @Test func missingOpacity() throws {
        let none = #expect(throws: InspectionError.self) { try Text("A").inspect().text().opacity() }
        #expect(none?.description == "Text does not have 'opacity' modifier")
        let hidden = #expect(throws: InspectionError.self) {
            try Text("A").hidden().inspect().text().opacity()
        }
        #expect(hidden?.description == "Text does not have 'opacity' modifier (it has: hidden)")
    }
}

private struct Lock: View {
    @State var isLocked = false
    var body: some View {
        VStack {
            Button("Lock") { isLocked = true }
            Button("Edit") {}.disabled(isLocked)
        }
    }

    @Test func theReasonNamesTheOutermostBlockingView() throws {
        let sut = try VStack {
            VStack {
                VStack { Button("A") {}.disabled(false) }.disabled(true)
            }
            .disabled(true)
            VStack {
                VStack { Button("B") {} }.allowsHitTesting(false)
            }
        }.inspect().vStack()
        let disabled = #expect(throws: InspectionError.self) { try sut.vStack(0).vStack(0).button(0).tap() }
        #expect(disabled?.description == "Button is unresponsive: vStack().vStack(0) is disabled")
        let untouchable = #expect(throws: InspectionError.self) {
            try sut.vStack(1).vStack(0).button(0).tap()
        }
        #expect(
            untouchable?.description
                == "Button is unresponsive: vStack().vStack(1).vStack(0) has allowsHitTesting set to false")
    }
}
