import FacetInspector
import FacetUI
import Testing

private struct Styled: View {
    @State var isBold = false
    var body: some View {
        VStack {
            Text("Title").bold(isBold)
            Button("Embolden") { isBold = true }
        }
    }
}

@MainActor @Suite struct TextAttributesTests {
    @Test func boldAndItalic() throws {
        let plain = try Text("Test").inspect().text().attributes()
        #expect(throws: InspectionError.modifierNotFound(parent: "Text", modifier: "bold", index: 0)) {
            try plain.isBold()
        }
        let error = #expect(throws: InspectionError.self) { try plain.isItalic() }
        #expect(error?.description == "Text does not have 'italic' modifier")
        let styled = try Text("Test").strikethrough().bold().italic().inspect().text().attributes()
        #expect(try styled.isBold())
        #expect(try styled.isItalic())
        #expect(try styled.isStrikethrough())
        #expect(try !Text("Test").fontWeight(.heavy).inspect().text().attributes().isBold())
    }

    @Test func fontWeightColorUnderlineMonospaced() throws {
        let sut = Text("Test").italic().fontWeight(.heavy).foregroundColor(.green).underline().monospaced()
        let attributes = try sut.inspect().text().attributes()
        #expect(try attributes.fontWeight() == .heavy)
        #expect(try attributes.foregroundColor() == .green)
        #expect(try attributes.isUnderline())
        #expect(try attributes.isMonospaced())
        #expect(try attributes.underlineColor() == nil)
        let plain = #expect(throws: InspectionError.self) { try attributes.strikethroughColor() }
        #expect(plain?.description == "Text does not have 'strikethrough' modifier")
    }

    @Test func decorationColors() throws {
        let attributes = try Text("Sale").underline(color: .red).strikethrough(true, color: .blue)
            .inspect().text().attributes()
        #expect(try attributes.underlineColor() == .red)
        #expect(try attributes.strikethroughColor() == .blue)
    }

    @Test func fontOwnAndFromEnvironment() throws {
        let system = Font.system(size: 24, weight: .semibold, design: .monospaced)
        #expect(try Text("Test").font(system).inspect().text().attributes().font() == system)
        let nested = Group { Group { Text("A").font(.caption) }.font(.body) }.font(.title)
        #expect(try nested.inspect().find(ViewType.Text.self).attributes().font() == .caption)
        let inherited = Group { Group { Text("A") }.font(.body) }.font(.title)
        #expect(try inherited.inspect().find(ViewType.Text.self).attributes().font() == .body)
        let colored = VStack { Text("A") }.foregroundColor(.red)
        #expect(try colored.inspect().find(ViewType.Text.self).attributes().foregroundColor() == .red)
    }

    @Test func textStylesAreNotModifiers() throws {
        let sut = Group { Text("A").font(.caption) }.font(.title)
        let error = #expect(throws: InspectionError.self) {
            try sut.inspect().find(ViewType.Text.self).font()
        }
        #expect(error?.description == "Please use .attributes().font() for inspecting Font on a Text")
        let colorError = #expect(throws: InspectionError.self) {
            try Text("A").foregroundColor(.red).inspect().text().foregroundColor()
        }
        #expect(
            colorError?.description
                == "Please use .attributes().foregroundColor() for inspecting foregroundColor on a Text")
    }

    @Test func concatenatedTextRanges() throws {
        let sut = Text("Te").bold() + Text("st").italic() + Text("123").bold().italic()
        let attributes = try sut.inspect().text().attributes()
        #expect(try attributes[0..<2].isBold())
        #expect(try attributes[2..<4].isItalic())
        #expect(try attributes[3..<5].isItalic())
        #expect(try attributes[..<2].isBold())
        #expect(try attributes[5...].isBold())
        let subrange = #expect(throws: InspectionError.self) { try attributes.isBold() }
        #expect(subrange?.description == "Modifier 'bold' is applied only to a subrange")
        let invalid = #expect(throws: InspectionError.self) { try attributes[10..<14].isBold() }
        #expect(invalid?.description == "Invalid text range")
        let weights = Text("A").fontWeight(.light) + Text("B").fontWeight(.heavy)
        let different = #expect(throws: InspectionError.self) {
            try weights.inspect().text().attributes().fontWeight()
        }
        #expect(different?.description == "Modifier 'fontWeight' has different values in subranges")
    }

    @Test func stringIndexRanges() throws {
        let text = try (Text("bold").bold() + Text(" ") + Text("italic").italic()).inspect().text()
        let string = try text.string()
        let attributes = try text.attributes()
        #expect(try attributes[string.range(of: "bold")!].isBold())
        #expect(try attributes[string.range(of: "italic")!].isItalic())
    }

    @Test func attributesFollowState() throws {
        let sut = try Styled().inspect()
        #expect(throws: InspectionError.self) { try sut.find(text: "Title").attributes().isBold() }
        try sut.find(button: "Embolden").tap()
        #expect(try sut.find(text: "Title").attributes().isBold())
        #expect(try sut.find(text: "Title").pathToRoot == "view(Styled.self).vStack().text(0)")
    }

    @Test func spacingAndBaseline() throws {
        let sut = try (Text("Te").kerning(2).tracking(3).baselineOffset(-1) + Text("st").kerning(2))
            .inspect().text().attributes()
        #expect(try sut.kerning() == 2)
        #expect(try sut[0..<2].tracking() == 3)
        #expect(try sut[0..<2].baselineOffset() == -1)
        let subrange = #expect(throws: InspectionError.self) { try sut.tracking() }
        #expect(subrange?.description == "Modifier 'tracking' is applied only to a subrange")
        let differing = try (Text("Te").kerning(2) + Text("st").kerning(4)).inspect().text().attributes()
        let error = #expect(throws: InspectionError.self) { try differing.kerning() }
        #expect(error?.description == "Modifier 'kerning' has different values in subranges")
        #expect(
            throws: InspectionError.modifierNotFound(parent: "Text", modifier: "baselineOffset", index: 0)
        ) {
            try Text("Plain").inspect().text().attributes().baselineOffset()
        }
        // An outer modifier leaves a part that sets its own alone.
        let outer = try (Text("A").kerning(1) + Text("B")).kerning(5).inspect().text().attributes()
        #expect(try outer[0..<1].kerning() == 1 && outer[1..<2].kerning() == 5)
    }

    @Test func lineStyles() throws {
        let sut = try Text("Old").bold().strikethrough(true, color: .black).underline(
            pattern: .dash, color: .red
        )
        .inspect().text().attributes()
        #expect(try sut.strikethroughStyle() == .single)
        #expect(try sut.strikethroughColor() == .black)
        #expect(try sut.underlineStyle() == Text.LineStyle(pattern: .dash))
        #expect(try sut.underlineColor() == .red)
        #expect(Text.LineStyle(pattern: .dot, color: .red) != Text.LineStyle(pattern: .dot))
        #expect(Text.LineStyle.single == Text.LineStyle(pattern: .solid, color: nil))
        #expect(throws: InspectionError.modifierNotFound(parent: "Text", modifier: "underline", index: 0)) {
            try Text("Plain").strikethrough(pattern: .dot).inspect().text().attributes().underlineStyle()
        }
        #expect(throws: InspectionError.modifierNotFound(parent: "Text", modifier: "underline", index: 0)) {
            try Text("X").underline(false, pattern: .dot).inspect().text().attributes().isUnderline()
        }
    }
}
