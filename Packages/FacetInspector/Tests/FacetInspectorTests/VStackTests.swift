import FacetInspector
import FacetUI
import Testing

/// `VStack`: extraction, search, `alignment()` and `spacing()`, its enclosed views as a
/// collection, and the errors.
@MainActor @Suite struct VStackTests {
    @Test func extractionFromSingleAndMultipleViewContainers() throws {
        #expect(try VStack { Text("A") }.inspect().vStack().text(0).string() == "A")
        let sut = HStack {
            Text("x")
            VStack {
                Text("A"); Text("B")
            }
        }
        #expect(try sut.inspect().hStack().vStack(1).text(1).string() == "B")
    }

    @Test func searchPath() throws {
        let sut = try HStack {
            Text("x")
            VStack {
                Text("A"); Text("B")
            }
        }.inspect()
        #expect(try sut.find(text: "B").pathToRoot == "hStack().vStack(1).text(1)")
        #expect(try sut.find(ViewType.VStack.self).pathToRoot == "hStack().vStack(1)")
    }

    @Test func alignmentAndSpacing() throws {
        let sut = VStack(alignment: .leading, spacing: 2) {
            HStack(alignment: .top, spacing: 3) { Text("A") }
        }
        let vStack = try sut.inspect().vStack()
        #expect(try vStack.alignment() == .leading)
        #expect(try vStack.spacing() == 2)
    }

    @Test func defaultAlignmentAndSpacing() throws {
        let sut = try VStack { Text("A") }.inspect().vStack()
        #expect(try sut.alignment() == .center)
        #expect(try sut.spacing() == nil)
    }

    @Test func conditionalAndOptionalContentIsFlattened() throws {
        let flag = true
        let sut = VStack {
            if flag { Text("Yes") } else { Image(systemName: "x") }
            Text("Last")
        }
        #expect(try sut.inspect().vStack().text(0).string() == "Yes")
        #expect(try sut.inspect().vStack().text(1).string() == "Last")
    }

    @Test func enclosedViewsAsACollection() throws {
        let sut = try VStack {
            Text("A")
            HStack {
                Text("B"); Text("C")
            }
        }.inspect().vStack()
        #expect(sut.count == 2)
        #expect(try sut[1].hStack().reversed().map { try $0.text().string() } == ["C", "B"])
    }

    @Test func wrongTypeMessage() throws {
        let sut = HStack {
            Text("A"); VStack { Text("B") }
        }
        let error = #expect(throws: InspectionError.self) { try sut.inspect().hStack().vStack(0) }
        #expect(error?.description == "hStack().vStack(0) found Text instead of VStack")
    }

    @Test func outOfBoundsMessage() throws {
        let sut = VStack {
            Text("A"); Text("B")
        }
        let error = #expect(throws: InspectionError.self) { try sut.inspect().vStack().text(3) }
        #expect(error?.description == "Enclosed view index '3' is out of bounds: '0 ..< 2'")
    }

    @Test func missingModifierMessage() throws {
        let error = #expect(throws: InspectionError.self) {
            try VStack { Text("A") }.inspect().vStack().padding()
        }
        #expect(error?.description == "VStack does not have 'padding' modifier")
    }
}
