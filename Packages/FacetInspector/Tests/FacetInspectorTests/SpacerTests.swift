import FacetInspector
import FacetUI
import Testing

@MainActor @Suite struct SpacerTests {
    @Test func minLength() throws {
        let sut = HStack {
            Text("A"); Spacer(minLength: 2); Spacer()
        }
        #expect(try sut.inspect().hStack().spacer(1).minLength() == 2)
        #expect(try sut.inspect().hStack().spacer(2).minLength() == nil)
        #expect(try sut.inspect().find(ViewType.Spacer.self, skipFound: 1).pathToRoot == "hStack().spacer(2)")
    }
}
