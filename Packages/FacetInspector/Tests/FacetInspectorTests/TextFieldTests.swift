import FacetInspector
import FacetUI
import Testing

@MainActor @Suite struct TextFieldTests {
    @Test func input() throws {
        let sut = try Form1().inspect()
        try sut.find(ViewType.TextField.self).setInput("Ada")
        #expect(try sut.find(ViewType.TextField.self).input() == "Ada")
        #expect(try sut.vStack().text(5).string() == "false Ada 0 0 vanilla")
    }

    @Test func labelAndPrompt() throws {
        let sut = try VStack {
            TextField("Name", text: .constant(""))
            TextField(text: .constant(""), prompt: Text("Required")) { Text("Email") }
        }.inspect().vStack()
        #expect(try sut.textField(0).labelView().text().string() == "Name")
        #expect(try sut.textField(1).labelView().text().string() == "Email")
        #expect(try sut.textField(1).prompt().string() == "Required")
        #expect(try sut.textField(1).prompt().pathToRoot == "vStack().textField(1).prompt()")
        let missing = #expect(throws: InspectionError.self) { try sut.textField(0).prompt() }
        #expect(missing?.description == "View for prompt is absent")
    }

    @Test func setInputOnAFormattedFieldParsesTheValue() throws {
        struct Quantity: View {
            @State var quantity = 2
            var body: some View {
                VStack {
                    TextField("Quantity", value: $quantity, format: .number)
                    Text("\(quantity) items")
                }
            }
        }
        let sut = try Quantity().inspect()
        #expect(try sut.find(ViewType.TextField.self).input() == "2")
        try sut.find(ViewType.TextField.self).setInput("7")
        #expect(try sut.find(text: "7 items").pathToRoot == "view(Quantity.self).vStack().text(1)")
        // Text that does not parse leaves the value, and the field shows it again.
        try sut.find(ViewType.TextField.self).setInput("seven")
        #expect(throws: Never.self) { try sut.find(text: "7 items") }
        #expect(try sut.find(ViewType.TextField.self).input() == "7")
    }

    @available(*, deprecated)
    @Test func callOnEditingChangedAndCallOnCommitRunTheDeprecatedActions() throws {
        var calls: [String] = []
        let field = TextField(
            "Name", text: .constant(""), onEditingChanged: { calls.append("editing \($0)") },
            onCommit: { calls.append("commit") })
        try field.inspect().textField().callOnEditingChanged()
        try field.inspect().textField().callOnCommit()
        #expect(calls == ["editing false", "commit"])
        let disabled = #expect(throws: InspectionError.self) {
            try field.disabled(true).inspect().textField().callOnCommit()
        }
        #expect(disabled?.description == "TextField is unresponsive: it is disabled")
        let none = #expect(throws: InspectionError.self) {
            try TextField("Name", text: .constant("")).inspect().textField().callOnEditingChanged()
        }
        #expect(none?.description == "TextField does not have 'onEditingChanged' callback")
    }
}
