import FacetInspector
import FacetUI
import Testing

@MainActor @Suite struct ScrollViewTests {
    @Test func axesAndIndicators() throws {
        let sut = ScrollView(.horizontal, showsIndicators: false) { Text("A") }
        #expect(try sut.inspect().scrollView().axes() == .horizontal)
        #expect(try sut.inspect().scrollView().showsIndicators() == false)
        #expect(try ScrollView { Text("A") }.inspect().scrollView().axes() == .vertical)
    }

    @Test func contentAndSearchPath() throws {
        let sut = VStack {
            Text("Title")
            ScrollView {
                VStack {
                    Text("A"); Text("B")
                }
            }
        }
        #expect(try sut.inspect().vStack().scrollView(1).vStack().text(1).string() == "B")
        #expect(try sut.inspect().find(text: "B").pathToRoot == "vStack().scrollView(1).vStack().text(1)")
    }

    @Test func wrongTypeMessage() throws {
        let error = #expect(throws: InspectionError.self) { try Text("A").inspect().scrollView() }
        #expect(error?.description == "scrollView() found Text instead of ScrollView")
    }

    @available(*, deprecated)
    @Test func contentInsetsAreNoneInATerminal() throws {
        #expect(try ScrollView { Text("") }.inspect().scrollView().contentInsets() == EdgeInsets())
    }
}
