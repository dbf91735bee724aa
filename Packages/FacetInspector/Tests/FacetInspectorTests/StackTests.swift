import FacetInspector
import FacetUI
import Testing

@MainActor @Suite struct StackTests {
    @Test func alignmentAndSpacing() throws {
        let sut = VStack(alignment: .leading, spacing: 2) {
            HStack(alignment: .top, spacing: 3) { Text("A") }
        }
        let vStack = try sut.inspect().vStack()
        #expect(try vStack.alignment() == .leading)
        #expect(try vStack.spacing() == 2)
        #expect(try vStack.hStack(0).alignment() == .top)
        #expect(try vStack.hStack(0).spacing() == 3)
    }

    @Test func wrongTypeMessage() throws {
        let error = #expect(throws: InspectionError.self) { try VStack { Text("A") }.inspect().hStack() }
        #expect(error?.description == "hStack() found VStack instead of HStack")
    }

    @Test func outOfBoundsMessage() throws {
        let sut = HStack {
            Text("A"); Text("B")
        }
        let error = #expect(throws: InspectionError.self) { try sut.inspect().hStack().text(3) }
        #expect(error?.description == "Enclosed view index '3' is out of bounds: '0 ..< 2'")
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

    @Test func zStackAlignment() throws {
        #expect(try ZStack(alignment: .bottom) { Text("A") }.inspect().zStack().alignment() == .bottom)
    }

    @Test func groupAndForEach() throws {
        let sut = VStack {
            Group {
                Text("A"); Text("B")
            }; ForEach(0..<3, id: \.self) { Text("\($0)") }
        }
        let vStack = try sut.inspect().vStack()
        #expect(try vStack.group(0).text(1).string() == "B")
        #expect(try vStack.forEach(1).count == 3)
        #expect(try vStack.forEach(1).text(2).string() == "2")
        #expect(try sut.inspect().find(text: "2").pathToRoot == "vStack().forEach(1).text(2)")
    }

    @Test func missingModifierMessage() throws {
        let error = #expect(throws: InspectionError.self) {
            try VStack { Text("A") }.inspect().vStack().padding()
        }
        #expect(error?.description == "VStack does not have 'padding' modifier")
    }
}
