import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

@MainActor @Suite struct DividerTests {
    @Test func horizontalLineAcrossAVStack() {
        let host = HeadlessHost(
            VStack {
                Text("Title")
                Divider()
                Text("Body")
            }, width: 21, height: 3)
        #expect(
            host.dump == """
                Text "Title" (8, 0, 5, 1)
                Divider (0, 1, 21, 1)
                Text "Body" (9, 2, 4, 1)
                """)
        #expect(
            host.widgets(kind: "Divider").first?.content as? DividerContent
                == DividerContent(axis: .horizontal))
    }

    @Test func verticalLineAcrossAnHStack() {
        let host = HeadlessHost(
            HStack {
                Text("L")
                Divider()
                Text("R")
            }, width: 9, height: 3)
        #expect(
            host.dump == """
                Text "L" (2, 1, 1, 1)
                Divider (4, 0, 1, 3)
                Text "R" (6, 1, 1, 1)
                """)
        #expect(
            host.widgets(kind: "Divider").first?.content as? DividerContent == DividerContent(axis: .vertical)
        )
    }
}
