import FacetInspector
import FacetUI
import Testing

/// ViewInspector's accessors of a `Font`: `size()`, `weight()`, `design()`, `style()`.
@MainActor @Suite struct FontTests {
    @Test func sizeWeightDesignAndStyle() throws {
        let sized = Font.system(size: 12, weight: .bold, design: .monospaced)
        #expect(try sized.size() == 12)
        #expect(try sized.weight() == .bold)
        #expect(try sized.design() == .monospaced)
        let noStyle = #expect(throws: InspectionError.self) { try sized.style() }
        #expect(noStyle?.description == "Font does not have 'style' attribute")
        #expect(try Font.headline.style() == .headline)
        #expect(try Font.headline.weight() == .semibold)
        #expect(try Font.title.weight(.heavy).weight() == .heavy)
        let noSize = #expect(throws: InspectionError.self) { try Font.body.size() }
        #expect(noSize?.description == "Font does not have 'size' attribute")
        let text = try Text("A").font(.system(size: 9)).inspect().text()
        #expect(try text.attributes().font().size() == 9)
    }

    @Test func defaultsAndDerivedFonts() throws {
        let sized = Font.system(size: 10)
        #expect(try sized.weight() == .regular)
        #expect(try sized.design() == .default)
        let styled = Font.system(.title, design: .rounded)
        #expect(try styled.style() == .title)
        #expect(try styled.design() == .rounded)
        #expect(try styled.weight() == .regular)
        #expect(try Font.body.bold().weight() == .bold)
        #expect(try Font.caption.monospaced().design() == .monospaced)
        #expect(try Font.caption.monospaced().style() == .caption)
    }

    @Test func aFontReadFromAViewsModifier() throws {
        let sut = try VStack {
            Text("x")
            Image(systemName: "star").font(.system(size: 14, weight: .light, design: .serif))
        }.inspect().vStack()
        let font = try #require(try sut.image(1).font())
        #expect(try font.size() == 14)
        #expect(try font.weight() == .light)
        #expect(try font.design() == .serif)
        let noStyle = #expect(throws: InspectionError.self) { try font.style() }
        #expect(noStyle?.description == "Font does not have 'style' attribute")
    }

    @Test func customFonts() throws {
        let custom = Font.custom("abc", size: 13)
        #expect(try custom.size() == 13)
        #expect(try custom.name() == "abc")
        #expect(try custom.style() == .body)
        #expect(!custom.isFixedSize())
        #expect(try Font.custom("abc", size: 14, relativeTo: .caption2).style() == .caption2)
        let fixed = Font.custom("abc", fixedSize: 16)
        #expect(try fixed.size() == 16)
        #expect(fixed.isFixedSize())
        #expect(!Font.headline.isFixedSize())
        for (label, read) in [
            ("weight", { _ = try custom.weight() }), ("design", { _ = try custom.design() }),
            ("name", { _ = try Font.system(size: 40).name() }), ("style", { _ = try fixed.style() }),
        ] as [(String, () throws -> Void)] {
            let error = #expect(throws: InspectionError.self) { try read() }
            #expect(error?.description == "Font does not have '\(label)' attribute")
        }
        #expect(try Text("T").font(custom).inspect().text().attributes().font() == custom)
        #expect(custom != Font.system(size: 13))
    }
}
