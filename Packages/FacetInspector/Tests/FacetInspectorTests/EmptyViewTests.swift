import FacetInspector
import FacetUI
import Testing

/// `EmptyView`: extraction, search, and the errors.
@MainActor @Suite struct EmptyViewTests {
    @Test func extractionFromSingleAndMultipleViewContainers() throws {
        #expect(try EmptyView().inspect().emptyView().pathToRoot == "emptyView()")
        #expect(
            try AnyView(EmptyView()).inspect().anyView().emptyView().pathToRoot == "anyView().emptyView()")
        let sut = VStack {
            Text("x"); EmptyView()
        }
        #expect(try sut.inspect().vStack().emptyView(1).pathToRoot == "vStack().emptyView(1)")
    }

    @Test func searchPath() throws {
        let sut = try VStack {
            Text("x"); HStack { EmptyView() }
        }.inspect()
        #expect(try sut.find(ViewType.EmptyView.self).pathToRoot == "vStack().hStack(1).emptyView(0)")
    }

    @Test func errorMessages() throws {
        let sut = VStack {
            Text("x"); EmptyView().opacity(0.5)
        }
        let wrong = #expect(throws: InspectionError.self) { try sut.inspect().vStack().emptyView(0) }
        #expect(wrong?.description == "vStack().emptyView(0) found Text instead of EmptyView")
        let bounds = #expect(throws: InspectionError.self) { try sut.inspect().vStack().emptyView(2) }
        #expect(bounds?.description == "Enclosed view index '2' is out of bounds: '0 ..< 2'")
        let missing = #expect(throws: InspectionError.self) {
            try sut.inspect().vStack().emptyView(1).padding()
        }
        #expect(missing?.description == "EmptyView does not have 'padding' modifier (it has: opacity)")
    }
}
