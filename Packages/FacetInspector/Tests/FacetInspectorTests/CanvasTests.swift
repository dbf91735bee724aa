import FacetInspector
import FacetUI
import Testing

/// `Canvas`: navigation, its symbols and options.
@MainActor @Suite struct CanvasTests {
    @Test func aCanvasIsFoundAmongViewsAndItsSymbolsAreHostedOnTheirOwn() throws {
        let sut = HStack {
            Canvas(renderer: { _, _ in })
            Canvas(renderer: { _, _ in }, symbols: { Text("mark").tag(0) })
        }
        #expect(try sut.inspect().hStack().canvas(1).symbolsView().text().string() == "mark")
        #expect(try sut.inspect().find(text: "mark").pathToRoot == "hStack().canvas(1).symbolsView().text()")
        let wrong = #expect(throws: InspectionError.self) { try sut.inspect().hStack().canvas(2) }
        #expect(wrong?.description == "Enclosed view index '2' is out of bounds: '0 ..< 2'")
        let notCanvas = #expect(throws: InspectionError.self) { try Text("A").inspect().canvas() }
        #expect(notCanvas?.description == "canvas() found Text instead of Canvas")
    }

    @Test func itsOptionsAreRead() throws {
        let sut = try Canvas(
            opaque: true, colorMode: .linear, rendersAsynchronously: true, renderer: { _, _ in }
        )
        .padding().inspect().canvas()
        #expect(try sut.opaque() && sut.rendersAsynchronously())
        #expect(try sut.colorMode() == .linear)
        let plain = try Canvas(renderer: { _, _ in }).inspect().canvas()
        #expect(try !plain.opaque() && !plain.rendersAsynchronously() && plain.colorMode() == .nonLinear)
    }
}
