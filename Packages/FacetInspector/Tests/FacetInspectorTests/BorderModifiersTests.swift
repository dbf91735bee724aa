import FacetInspector
import FacetUI
import Testing

/// `border(_:)`: the style and width of `.border(_:width:)`.
@MainActor @Suite struct BorderModifiersTests {
    @Test func styleAndWidth() throws {
        let sut = try Text("A").border(Color.red, width: 2).inspect()
        let border = try sut.text().border(Color.self)
        #expect(border == InspectedBorder(shapeStyle: Color.red, width: 2))
        #expect(border.shapeStyle == .red)
        #expect(border.width == 2)
    }

    @Test func defaultWidthAndNestedView() throws {
        let sut = try VStack {
            Text("A"); Text("B").padding(1).border(.gray)
        }.inspect()
        #expect(try sut.vStack().text(1).border(Color.self).width == 1)
    }

    @Test func wrongStyleType() throws {
        let error = #expect(throws: InspectionError.self) {
            try Text("A").border(Color.red).inspect().text().border(ForegroundStyle.self)
        }
        #expect(error?.description == "Type mismatch: Color is not ForegroundStyle")
    }

    @Test func missingModifier() throws {
        let overlay = #expect(throws: InspectionError.self) {
            try Text("A").overlay(Text("B")).inspect().text().border(Color.self)
        }
        #expect(overlay?.description == "Text does not have 'border' modifier (it has: overlay)")
        let none = #expect(throws: InspectionError.self) { try Text("A").inspect().text().border(Color.self) }
        #expect(none?.description == "Text does not have 'border' modifier")
    }
}
