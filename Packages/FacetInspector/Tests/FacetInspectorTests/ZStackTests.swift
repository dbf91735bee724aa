import FacetInspector
import FacetUI
import Testing

/// `ZStack`: extraction, search, `alignment()`, and the errors.
@MainActor @Suite struct ZStackTests {
    @Test func extractionFromSingleAndMultipleViewContainers() throws {
        #expect(try ZStack { Text("A") }.inspect().zStack().text(0).string() == "A")
        let sut = VStack {
            Text("x")
            ZStack {
                Color.red; Text("On red")
            }
        }
        #expect(try sut.inspect().vStack().zStack(1).text(1).string() == "On red")
    }

    @Test func searchPath() throws {
        let sut = try VStack {
            Text("x")
            ZStack {
                Color.red; Text("On red")
            }
        }.inspect()
        #expect(try sut.find(text: "On red").pathToRoot == "vStack().zStack(1).text(1)")
        #expect(try sut.find(ViewType.ZStack.self).pathToRoot == "vStack().zStack(1)")
    }

    @Test func zStackAlignment() throws {
        #expect(try ZStack(alignment: .bottom) { Text("A") }.inspect().zStack().alignment() == .bottom)
    }

    @Test func defaultAlignment() throws {
        #expect(try ZStack { Text("A") }.inspect().zStack().alignment() == .center)
    }

    @Test func errorMessages() throws {
        let sut = VStack {
            Text("x"); ZStack { Text("A") }
        }
        let wrong = #expect(throws: InspectionError.self) { try sut.inspect().vStack().zStack(0) }
        #expect(wrong?.description == "vStack().zStack(0) found Text instead of ZStack")
        let bounds = #expect(throws: InspectionError.self) { try sut.inspect().vStack().zStack(1).text(1) }
        #expect(bounds?.description == "Enclosed view index '1' is out of bounds: '0 ..< 1'")
        let missing = #expect(throws: InspectionError.self) { try sut.inspect().vStack().zStack(1).padding() }
        #expect(missing?.description == "ZStack does not have 'padding' modifier")
    }
}
