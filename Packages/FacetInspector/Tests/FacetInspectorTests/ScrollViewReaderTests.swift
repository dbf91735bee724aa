import FacetInspector
import FacetUI
import Foundation
import Testing

/// A reader with a button that scrolls its lazy list.
private struct Jumper: View {
    var body: some View {
        VStack {
            Text("Title")
            ScrollViewReader { proxy in
                Button("Jump") { proxy.scrollTo(80, anchor: .top) }
                ScrollView {
                    LazyVStack { ForEach(0..<100) { Text("Row \($0)") } }
                }
            }
        }
    }
}

/// `ScrollViewReader`: extraction, a proxy that really scrolls, search and errors.
@MainActor @Suite struct ScrollViewReaderTests {
    @Test func extractionFromSingleAndMultipleViewContainers() throws {
        #expect(try ScrollViewReader { _ in Text("R") }.inspect().scrollViewReader().text().string() == "R")
        let sut = try Jumper().inspect().vStack()
        #expect(try sut.scrollViewReader(1).button(0).labelView().text().string() == "Jump")
    }

    @Test func theProxyScrollsTheScrollViewInside() throws {
        let sut = try Jumper().inspect(size: CGSize(width: 20, height: 12))
        try sut.find(button: "Jump").tap()
        #expect(try sut.find(ViewType.ScrollView.self).contentOffset() == CGPoint(x: 0, y: 80))
    }

    @Test func searchPath() throws {
        let sut = try Jumper().inspect()
        #expect(
            try sut.find(ViewType.ScrollViewReader.self).pathToRoot
                == "view(Jumper.self).vStack().scrollViewReader(1)")
    }

    @Test func errorMessages() throws {
        let sut = try Jumper().inspect().vStack()
        let wrong = #expect(throws: InspectionError.self) { try sut.scrollViewReader(0) }
        #expect(
            wrong?.description
                == "view(Jumper.self).vStack().scrollViewReader(0) found Text instead of ScrollViewReader")
        let bounds = #expect(throws: InspectionError.self) { try sut.scrollViewReader(2) }
        #expect(bounds?.description == "Enclosed view index '2' is out of bounds: '0 ..< 2'")
        let missing = #expect(throws: InspectionError.self) { try sut.scrollViewReader(1).padding() }
        #expect(missing?.description == "ScrollViewReader does not have 'padding' modifier")
    }
}
