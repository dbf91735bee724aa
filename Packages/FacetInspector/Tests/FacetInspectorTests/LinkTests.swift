import FacetInspector
import FacetUI
import Foundation
import Testing

@MainActor @Suite struct LinkTests {
    @Test func urlAndLabel() throws {
        let url = URL(string: "https://example.com/help")!
        let sut = VStack {
            Text("Need help?"); Link("Help", destination: url)
        }
        let link = try sut.inspect().vStack().link(1)
        #expect(try link.url() == url)
        #expect(try link.labelView().text().string() == "Help")
        #expect(try sut.inspect().find(text: "Help").pathToRoot == "vStack().link(1).labelView().text()")
    }
}
