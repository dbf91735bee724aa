import FacetInspector
import FacetUI
import Testing

private struct Tapper: View {
    @State var taps = 0
    var body: some View {
        VStack {
            Text("Taps: \(taps)").onTapGesture { taps += 1 }
            Image(systemName: "star").onTapGesture(count: 2) { taps += 10 }.disabled(true)
        }
    }
}

private struct SignUp: View {
    enum Field { case name, email }
    @FocusState var field: Field?
    @State var name = ""
    @State var email = ""
    var body: some View {
        Form {
            TextField("Name", text: $name).focused($field, equals: .name)
            TextField("Email", text: $email).focused($field, equals: .email)
            Button("Next") { field = field == .name ? .email : .name }
        }
    }
}

@MainActor @Suite struct InteractionModifiersTests {
    @Test func tapChangesState() throws {
        let sut = try Tapper().inspect()
        try sut.vStack().text(0).callOnTapGesture()
        try sut.find(ViewType.Text.self).callOnTapGesture()
        #expect(try sut.vStack().text(0).string() == "Taps: 2")
        #expect(try sut.find(text: "Taps: 2").pathToRoot == "view(Tapper.self).vStack().text(0)")
    }

    @Test func aTapAreaIsDisabledAsFacetUIDecides() throws {
        var taps = 0
        // `.disabled` inside the tap area disables the text, not the area: the tap runs, as
        // it does in the running app.
        let inside = try Text("x").disabled(true).onTapGesture { taps += 1 }.inspect().text()
        try inside.callOnTapGesture()
        #expect(taps == 1)
        let outside = try Text("y").onTapGesture { taps += 1 }.disabled(true).inspect().text()
        let error = #expect(throws: InspectionError.self) { try outside.callOnTapGesture() }
        #expect(error?.description == "Text is unresponsive: it is disabled")
        #expect(taps == 1)
    }

    @Test func countFromSingleViewContainer() throws {
        #expect(
            try AnyView(Text("A").onTapGesture(count: 3) {}).inspect().anyView().text().onTapGestureCount()
                == 3)
    }

    @Test func errorMessages() throws {
        let disabled = #expect(throws: InspectionError.self) {
            try Tapper().inspect().vStack().image(1).callOnTapGesture()
        }
        #expect(disabled?.description == "Image is unresponsive: it is disabled")
        let missing = #expect(throws: InspectionError.self) {
            try Text("A").inspect().text().callOnTapGesture()
        }
        #expect(missing?.description == "Text does not have 'onTapGesture' callback")
        let count = #expect(throws: InspectionError.self) {
            try Text("A").inspect().text().onTapGestureCount()
        }
        #expect(count?.description == "Text does not have 'onTapGesture' modifier")
    }

    @Test func keyboardShortcut() throws {
        let sut = try HStack {
            Button("OK") {}.keyboardShortcut(.defaultAction)
            Button("Save") {}.keyboardShortcut("s", modifiers: [.command, .shift])
            Button("None") {}.keyboardShortcut(nil)
        }.inspect().hStack()
        #expect(try sut.button(0).keyboardShortcut() == .defaultAction)
        #expect(
            try sut.find(button: "Save").keyboardShortcut()
                == KeyboardShortcut("s", modifiers: [.command, .shift]))
        let none = #expect(throws: InspectionError.self) { try sut.button(2).keyboardShortcut() }
        #expect(
            none?.description
                == "Button does not have 'keyboardShortcut' modifier (it has: keyboardShortcut(nil))")
        let bounds = #expect(throws: InspectionError.self) { try sut.button(3) }
        #expect(bounds?.description == "Enclosed view index '3' is out of bounds: '0 ..< 3'")
        #expect(
            try Button("OK") {}.keyboardShortcut(.cancelAction).inspect().button().keyboardShortcut()
                == .cancelAction)
    }

    @Test func focusFollowsTheFocusState() throws {
        let sut = try SignUp().inspect().form()
        #expect(try sut.textField(0).isFocused() == false)
        try sut.button(2).tap()
        #expect(try sut.textField(0).isFocused())
        try sut.button(2).tap()
        #expect(try sut.textField(0).isFocused() == false)
        #expect(try sut.textField(1).isFocused())
        let missing = #expect(throws: InspectionError.self) { try sut.button(2).isFocused() }
        #expect(missing?.description == "Button does not have 'focused' modifier")
    }

    @available(*, deprecated)
    @Test func callOnFocusChangeFocusesTheArea() throws {
        var focus: [Bool] = []
        let sut = Text("Area").focusable(true) { focus.append($0) }
        try sut.inspect().text().callOnFocusChange()
        #expect(focus == [true])
        let notFocusable = #expect(throws: InspectionError.self) {
            try Text("Area").focusable(false).inspect().text().callOnFocusChange()
        }
        #expect(notFocusable?.description == "Text is unresponsive: it is not focusable")
    }

    @Test func focusableAndItsInteractions() throws {
        #expect(try Text("x").focusable().inspect().text().isFocusable())
        #expect(try !Text("x").focusable(false).inspect().text().isFocusable())
        #expect(try Text("x").focusable(interactions: .edit).inspect().text().focusInteractions() == .edit)
        #expect(try Text("x").focusable().inspect().text().focusInteractions() == .automatic)
    }

    @Test func itemProviderRunsTheAction() throws {
        let provider = NSItemProvider()
        provider.suggestedName = "note"
        #expect(try Text("x").itemProvider { provider }.inspect().text().itemProvider() === provider)
        #expect(try EmptyView().itemProvider(nil).inspect().emptyView().itemProvider() == nil)
        let missing = #expect(throws: InspectionError.self) { try Text("x").inspect().text().itemProvider() }
        #expect(missing?.description == "Text does not have 'itemProvider' modifier")
    }
}
