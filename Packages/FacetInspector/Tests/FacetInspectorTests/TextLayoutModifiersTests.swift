import FacetInspector
import FacetUI
import Testing

/// `.lineLimit(_:)`, `.multilineTextAlignment(_:)`, `.lineSpacing(_:)`, `.minimumScaleFactor(_:)`,
/// `.truncationMode(_:)` and `.allowsTightening(_:)`, read on the view they are set on or below it.
@MainActor @Suite struct TextLayoutModifiersTests {
    @Test func valuesOnASingleView() throws {
        let sut = try Text("A").lineLimit(2).multilineTextAlignment(.trailing).inspect().text()
        #expect(try sut.lineLimit() == 2)
        #expect(try sut.multilineTextAlignment() == .trailing)
        #expect(try Text("A").lineLimit(nil).inspect().text().lineLimit() == nil)
    }

    @Test func valuesInAContainer() throws {
        let sut = try VStack {
            Text("A")
            Text("B").lineLimit(1)
        }.multilineTextAlignment(.center).inspect()
        #expect(try sut.vStack().multilineTextAlignment() == .center)
        // An environment modifier applies to the views below it, as in ViewInspector.
        #expect(try sut.vStack().text(0).multilineTextAlignment() == .center)
        #expect(try sut.vStack().text(1).lineLimit() == 1)
        #expect(try sut.find(text: "B").lineLimit() == 1)
        #expect(try sut.find(text: "B").pathToRoot == "vStack().text(1)")
    }

    @Test func missingModifiers() throws {
        let sut = try VStack { Text("A").font(.title) }.inspect().vStack()
        let limit = #expect(throws: InspectionError.self) { try sut.text(0).lineLimit() }
        #expect(limit?.description == "Text does not have 'lineLimit' modifier")
        let alignment = #expect(throws: InspectionError.self) { try sut.multilineTextAlignment() }
        #expect(alignment?.description == "VStack does not have 'multilineTextAlignment' modifier")
        let bounds = #expect(throws: InspectionError.self) { try sut.text(1).lineLimit() }
        #expect(bounds?.description == "Enclosed view index '1' is out of bounds: '0 ..< 1'")
        let wrong = #expect(throws: InspectionError.self) { try sut.hStack(0).lineLimit() }
        #expect(wrong?.description == "vStack().hStack(0) found Text instead of HStack")
    }

    @Test func spacingScalingTruncationAndTightening() throws {
        let sut = try VStack { Text("A") }
            .lineSpacing(3).minimumScaleFactor(0.5).truncationMode(.middle).allowsTightening(true)
            .inspect().vStack()
        #expect(try sut.text(0).lineSpacing() == 3)
        #expect(try sut.text(0).minimumScaleFactor() == 0.5)
        #expect(try sut.text(0).truncationMode() == .middle)
        #expect(sut.allowsTightening())
        #expect(try Text("B").truncationMode(.head).inspect().text().truncationMode() == .head)
    }

    @Test func missingLayoutModifiers() throws {
        let sut = try Text("A").inspect().text()
        #expect(!sut.allowsTightening())
        let spacing = #expect(throws: InspectionError.self) { try sut.lineSpacing() }
        #expect(spacing?.localizedDescription == "Text does not have 'lineSpacing' modifier")
        let factor = #expect(throws: InspectionError.self) { try sut.minimumScaleFactor() }
        #expect(factor?.localizedDescription == "Text does not have 'minimumScaleFactor' modifier")
        let mode = #expect(throws: InspectionError.self) { try sut.truncationMode() }
        #expect(mode?.localizedDescription == "Text does not have 'truncationMode' modifier")
    }

    @available(*, deprecated)
    @Test func disableAutocorrectionIsInherited() throws {
        let sut = AnyView(EmptyView()).disableAutocorrection(true)
        #expect(try sut.inspect().anyView().disableAutocorrection())
        #expect(try sut.inspect().anyView().emptyView().disableAutocorrection())
        #expect(try !EmptyView().inspect().emptyView().disableAutocorrection())
    }
}
