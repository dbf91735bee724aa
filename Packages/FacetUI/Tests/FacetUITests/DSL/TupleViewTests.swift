import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

@MainActor @Suite struct TupleViewTests {
    @Test func eachElementOfATupleIsAChild() {
        let host = HeadlessHost(VStack { TupleView((Text("A"), Text("B"))) }, width: 3, height: 2)
        #expect(
            host.dump == """
                Text "A" (1, 0, 1, 1)
                Text "B" (1, 1, 1, 1)
                """)
    }

    @Test func aSingleViewIsTheOnlyChild() {
        // Reflecting a `Text` lists its stored properties, not views: it is the child itself.
        let tuple = TupleView(Text("A"))
        #expect(tuple.elements.count == 1)
        let host = HeadlessHost(VStack { tuple }, width: 3, height: 1)
        #expect(host.dump == #"Text "A" (1, 0, 1, 1)"#)
    }

    @Test func elementsThatAreNotViewsAreSkipped() {
        #expect(TupleView((Text("A"), 1, Text("B"))).elements.count == 2)
        #expect(TupleView(1).elements.isEmpty)
    }
}
