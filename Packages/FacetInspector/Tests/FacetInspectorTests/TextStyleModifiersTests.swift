import FacetInspector
import FacetUI
import Testing

/// `font()`, `foregroundColor()`/`foregroundStyle()`, `fontWeight()`, `isBold()`, `isItalic()`
/// (the nearest modifier on the view or an enclosing one) and `buttonStyle()`.
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

    @Test func buttonStyle() throws {
        let sut = Button("A") {}.buttonStyle(.plain)
        #expect(try sut.inspect().button().buttonStyle() is PlainButtonStyle)
    }
}
