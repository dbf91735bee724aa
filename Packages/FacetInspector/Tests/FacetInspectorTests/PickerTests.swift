import FacetInspector
import FacetUI
import Testing

@MainActor @Suite struct PickerTests {
    @Test func select() throws {
        let sut = try Form1().inspect()
        let picker = try sut.vStack().picker(4)
        #expect(try picker.options() == ["Vanilla", "Chocolate"])
        try picker.select(value: "chocolate")
        #expect(try picker.selectedIndex() == 1)
        #expect(try sut.vStack().text(5).string() == "false  0 0 chocolate")
    }

    @Test func aValueNoOptionIsTaggedWithIsWrittenAsViewInspectorWritesIt() throws {
        let sut = try Form1().inspect()
        let picker = try sut.vStack().picker(4)
        try picker.select(value: "mint")
        #expect(try picker.selectedValue(String.self) == "mint")
        #expect(try picker.selectedIndex() == nil)
        let type = #expect(throws: InspectionError.self) { try picker.select(value: 1) }
        #expect(type?.description == "select(value:) expected a value of type String but received Int")
        let disabled = #expect(throws: InspectionError.self) {
            try Picker("P", selection: .constant(1)) { Text("a").tag(1) }.disabled(true).inspect().picker()
                .select(value: 1)
        }
        #expect(disabled?.description == "Picker is unresponsive: it is disabled")
    }

    @Test func anOptionalSelectionTakesOnlyAnOptionalValue() throws {
        var chosen: Int? = nil
        let binding = Binding(get: { chosen }, set: { chosen = $0 })
        let sut = try Picker("P", selection: binding) {
            Text("a").tag(Int?(0))
            Text("b").tag(Int?(1))
        }.inspect().picker()
        let error = #expect(throws: InspectionError.self) { try sut.select(value: 1) }
        #expect(
            error?.description == "select(value:) expected a value of type Optional<Int> but received Int")
        try sut.select(value: Int?(1))
        #expect(chosen == 1)
    }

    @Test func optionsAndSelectedValue() throws {
        let sut = try Form1().inspect()
        let picker = try sut.vStack().picker(4)
        #expect(try picker.selectedValue(String.self) == "vanilla")
        #expect(try picker.text(1).string() == "Chocolate")
        #expect(try picker.text(1).tag() == AnyHashable("chocolate"))
        #expect(try picker.text(1).pathToRoot == "view(Form1.self).vStack().picker(4).text(1)")
        try picker.select(value: "chocolate")
        #expect(try picker.selectedValue(String.self) == "chocolate")
        let type = #expect(throws: InspectionError.self) { try picker.selectedValue(Int.self) }
        #expect(type?.description == "selectedValue(_:) expected a value of type String but received Int")
        let bounds = #expect(throws: InspectionError.self) { try picker.text(2) }
        #expect(bounds?.description == "Enclosed view index '2' is out of bounds: '0 ..< 2'")
    }

    @Test func aSearchFindsTheOptionsAndLabelItHolds() throws {
        let sut = try AnyView(
            Picker(selection: .constant(0), label: Text("Size")) {
                Text("Small").tag(0)
                Text("Large").tag(1)
            }
        ).inspect()
        #expect(try sut.find(text: "Size").pathToRoot == "anyView().picker().labelView().text()")
        #expect(try sut.find(text: "Large").pathToRoot == "anyView().picker().text(1)")
        #expect(try sut.find(text: "Large").tag() == AnyHashable(1))
    }

    @Test func labelView() throws {
        let picker = try Form1().inspect().vStack().picker(4)
        #expect(try picker.labelView().text().string() == "Flavor")
        #expect(try picker.labelView().pathToRoot == "view(Form1.self).vStack().picker(4).labelView()")
    }

    @Test func pickerStyleValue() throws {
        let sut = Picker("P", selection: .constant(1)) { Text("a").tag(1) }.pickerStyle(.segmented)
        #expect(try sut.inspect().picker().pickerStyle() is SegmentedPickerStyle)
        let missing = #expect(throws: InspectionError.self) {
            try Form1().inspect().vStack().picker(4).pickerStyle()
        }
        #expect(missing?.description == "Picker does not have 'pickerStyle' modifier")
    }
}
