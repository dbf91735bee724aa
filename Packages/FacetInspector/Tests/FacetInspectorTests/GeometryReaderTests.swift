import FacetInspector
import FacetUI
import Foundation
import Testing

/// `GeometryReader`: extraction and search of the content it makes for its size, and the
/// errors.
@MainActor @Suite struct GeometryReaderTests {
    @Test func extractionFromSingleAndMultipleViewContainers() throws {
        #expect(try GeometryReader { _ in Text("G") }.inspect().geometryReader().text().string() == "G")
        let sut = try Board().inspect().vStack()
        #expect(try sut.geometryReader(2).text().string().hasPrefix("Width "))
    }

    @Test func theContentIsMadeForTheProposedSize() throws {
        let sut = GeometryReader { proxy in Text("Width \(Int(proxy.size.width))") }
        #expect(
            try sut.inspect(size: CGSize(width: 40, height: 10)).geometryReader().text().string()
                == "Width 40")
    }

    @Test func searchPath() throws {
        let sut = try Board().inspect()
        #expect(
            try sut.find(ViewType.Text.self, where: { try $0.string().hasPrefix("Width") }).pathToRoot
                == "view(Board.self).vStack().geometryReader(2).text()")
        #expect(
            try sut.find(ViewType.GeometryReader.self).pathToRoot
                == "view(Board.self).vStack().geometryReader(2)")
    }

    @Test func errorMessages() throws {
        let sut = try Board().inspect().vStack()
        let wrong = #expect(throws: InspectionError.self) { try sut.geometryReader(1) }
        #expect(
            wrong?.description
                == "view(Board.self).vStack().geometryReader(1) found ViewThatFits instead of GeometryReader")
        let bounds = #expect(throws: InspectionError.self) { try sut.geometryReader(3) }
        #expect(bounds?.description == "Enclosed view index '3' is out of bounds: '0 ..< 3'")
        let missing = #expect(throws: InspectionError.self) { try sut.geometryReader(2).padding() }
        #expect(missing?.description == "GeometryReader does not have 'padding' modifier")
    }
}
