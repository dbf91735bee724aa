import FacetInspector
import FacetUI
import Testing

/// `HStack`: extraction, search, `alignment()` and `spacing()`, and the errors.
@MainActor @Suite struct HStackTests {
    @Test func extractionFromSingleAndMultipleViewContainers() throws {
        #expect(try HStack { Text("A") }.inspect().hStack().text(0).string() == "A")
        #expect(try AnyView(HStack { Text("A") }).inspect().anyView().hStack().text(0).string() == "A")
        let sut = VStack {
            Text("x")
            HStack {
                Text("A"); Text("B")
            }
        }
        #expect(try sut.inspect().vStack().hStack(1).text(1).string() == "B")
    }

    @Test func searchPath() throws {
        let sut = try VStack {
            Text("x")
            HStack {
                Text("A"); Text("B")
            }
        }.inspect()
        #expect(try sut.find(text: "B").pathToRoot == "vStack().hStack(1).text(1)")
        #expect(try sut.find(ViewType.HStack.self).pathToRoot == "vStack().hStack(1)")
    }

    @Test func alignmentAndSpacing() throws {
        let sut = VStack(alignment: .leading, spacing: 2) {
            HStack(alignment: .top, spacing: 3) { Text("A") }
        }
        let vStack = try sut.inspect().vStack()
        #expect(try vStack.hStack(0).alignment() == .top)
        #expect(try vStack.hStack(0).spacing() == 3)
    }

    @Test func defaultAlignmentAndSpacing() throws {
        let sut = try HStack { Text("A") }.inspect().hStack()
        #expect(try sut.alignment() == .center)
        #expect(try sut.spacing() == nil)
    }

    @Test func wrongTypeMessage() throws {
        let error = #expect(throws: InspectionError.self) { try VStack { Text("A") }.inspect().hStack() }
        #expect(error?.description == "hStack() found VStack instead of HStack")
    }

    @Test func wrongTypeInAMultipleViewContainer() throws {
        let sut = VStack {
            Text("A"); HStack { Text("B") }
        }
        let error = #expect(throws: InspectionError.self) { try sut.inspect().vStack().hStack(0) }
        #expect(error?.description == "vStack().hStack(0) found Text instead of HStack")
    }

    @Test func outOfBoundsMessage() throws {
        let sut = HStack {
            Text("A"); Text("B")
        }
        let error = #expect(throws: InspectionError.self) { try sut.inspect().hStack().text(3) }
        #expect(error?.description == "Enclosed view index '3' is out of bounds: '0 ..< 2'")
    }

    @Test func missingModifierMessage() throws {
        let error = #expect(throws: InspectionError.self) {
            try HStack { Text("A") }.inspect().hStack().padding()
        }
        #expect(error?.description == "HStack does not have 'padding' modifier")
    }
}
