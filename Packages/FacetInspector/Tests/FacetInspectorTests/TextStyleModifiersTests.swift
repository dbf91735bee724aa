import FacetInspector
import FacetUI
import Testing

/// `fontWeight()`, `isBold()` and `isItalic()` on views whose text they style.
@MainActor @Suite struct TextStyleModifiersTests {
    @Test func valuesOnAContainer() throws {
        let sut = try VStack {
            VStack { Text("A") }.bold()
            VStack { Text("B") }.fontWeight(.light).italic()
            VStack { Text("C") }.bold(false)
        }.inspect().vStack()
        #expect(try sut.vStack(0).isBold())
        #expect(try sut.vStack(0).fontWeight() == .bold)
        #expect(try sut.vStack(1).fontWeight() == .light)
        #expect(try sut.vStack(1).isBold() == false)
        #expect(try sut.vStack(1).isItalic())
        #expect(try sut.vStack(2).fontWeight() == nil)
        // The getter reads the modifier on the container, not on the text inside.
        #expect(throws: InspectionError.self) { try sut.vStack(0).text(0).isBold() }
    }

    @Test func missingModifiersAndTextAttributes() throws {
        let stack = try VStack { Text("A") }.inspect().vStack()
        let missing = #expect(throws: InspectionError.self) { try stack.isItalic() }
        #expect(missing?.description == "VStack does not have 'italic' modifier")
        let text = try Text("A").bold().inspect().text()
        let error = #expect(throws: InspectionError.self) { try text.isBold() }
        #expect(error?.description == "Please use .attributes().isBold() for inspecting bold on a Text")
        #expect(try text.attributes().isBold())
    }
}
