import FacetInspector
import FacetUI
import Testing

/// `AnyView`: extraction of the view it erases, search, live state through it, and the
/// errors.
@MainActor @Suite struct AnyViewTests {
    @Test func extractionFromSingleAndMultipleViewContainers() throws {
        #expect(try AnyView(Text("A")).inspect().anyView().text().string() == "A")
        let sut = VStack {
            Text("x"); AnyView(Text("B"))
        }
        #expect(try sut.inspect().vStack().anyView(1).text().string() == "B")
    }

    @Test func searchPath() throws {
        let sut = try VStack {
            Text("x"); AnyView(HStack { Text("B") })
        }.inspect()
        #expect(try sut.find(text: "B").pathToRoot == "vStack().anyView(1).hStack().text(0)")
        #expect(try sut.find(ViewType.AnyView.self).pathToRoot == "vStack().anyView(1)")
    }

    @Test func stateChangesThroughTheErasedView() throws {
        let sut = try AnyView(CountingStack()).inspect()
        try sut.find(button: "Add").tap()
        #expect(try sut.anyView().view(CountingStack.self).vStack().text(0).string() == "Count 1")
    }

    @Test func errorMessages() throws {
        let sut = VStack {
            Text("x"); AnyView(Text("B"))
        }
        let wrong = #expect(throws: InspectionError.self) { try sut.inspect().vStack().anyView(0) }
        #expect(wrong?.description == "vStack().anyView(0) found Text instead of AnyView")
        let bounds = #expect(throws: InspectionError.self) { try sut.inspect().vStack().anyView(3) }
        #expect(bounds?.description == "Enclosed view index '3' is out of bounds: '0 ..< 2'")
        let missing = #expect(throws: InspectionError.self) {
            try AnyView(Text("B")).inspect().anyView().padding()
        }
        #expect(missing?.description == "AnyView does not have 'padding' modifier")
    }
}
