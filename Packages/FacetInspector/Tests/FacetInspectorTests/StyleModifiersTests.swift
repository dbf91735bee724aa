import FacetInspector
import FacetUI
import Testing

/// The style modifiers: each getter returns the style value set on the view.
@MainActor @Suite struct StyleModifiersTests {
    @Test func styleValues() throws {
        let sut = try VStack {
            Toggle("T", isOn: .constant(true)).toggleStyle(.checkbox)
            Picker("P", selection: .constant(1)) { Text("a").tag(1) }.pickerStyle(.inline)
            ProgressView(value: 0.5).progressViewStyle(.linear)
            List { Text("A") }.listStyle(.plain)
            Button("B") {}.buttonStyle(.bordered)
        }.inspect().vStack()
        #expect(try sut.toggle(0).toggleStyle() is CheckboxToggleStyle)
        #expect(try sut.picker(1).pickerStyle() is InlinePickerStyle)
        #expect(try sut.progressView(2).progressViewStyle() is LinearProgressViewStyle)
        #expect(try sut.list(3).listStyle() is PlainListStyle)
        #expect(try sut.button(4).buttonStyle() is BorderedButtonStyle)
        #expect(try !(sut.button(4).buttonStyle() is PlainButtonStyle))
    }

    @Test func aStyleSetOnAContainerIsItsModifier() throws {
        let sut = try VStack { Toggle("T", isOn: .constant(true)) }.toggleStyle(.switch).inspect()
        #expect(try sut.vStack().toggleStyle() is SwitchToggleStyle)
        let missing = #expect(throws: InspectionError.self) { try sut.vStack().toggle(0).toggleStyle() }
        #expect(missing?.description == "Toggle does not have 'toggleStyle' modifier")
    }

    @Test func missingModifiers() throws {
        let sut = try Text("A").inspect().text()
        let list = #expect(throws: InspectionError.self) { try sut.listStyle() }
        #expect(list?.description == "Text does not have 'listStyle' modifier")
        let picker = #expect(throws: InspectionError.self) { try sut.pickerStyle() }
        #expect(picker?.description == "Text does not have 'pickerStyle' modifier")
    }

    @Test func labelAndTextFieldStyles() throws {
        let sut = try VStack {
            Label("Mail", systemImage: "envelope").labelStyle(.iconOnly)
            TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder)
        }.labelStyle(.titleOnly).inspect().vStack()
        #expect(try sut.label(0).labelStyle() is IconOnlyLabelStyle)
        #expect(try sut.labelStyle() is TitleOnlyLabelStyle)
        #expect(try sut.textField(1).textFieldStyle() is RoundedBorderTextFieldStyle)
        let missing = #expect(throws: InspectionError.self) { try sut.textField(1).labelStyle() }
        #expect(
            missing?.description == "TextField does not have 'labelStyle' modifier (it has: textFieldStyle)")
        let field = #expect(throws: InspectionError.self) { try sut.textFieldStyle() }
        #expect(field?.description == "VStack does not have 'textFieldStyle' modifier (it has: labelStyle)")
    }
}
