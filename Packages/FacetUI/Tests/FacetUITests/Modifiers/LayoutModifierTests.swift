import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

@MainActor @Suite struct LayoutModifierTests {
    @Test func offsetMovesTheViewButNotItsNeighbours() {
        let host = HeadlessHost(
            HStack {
                Text("A")
                Text("Hi").offset(x: 2)
                Text("B")
            }, width: 20, height: 1)
        #expect(
            host.dump == """
                Text "A" (7, 0, 1, 1)
                Text "Hi" (11, 0, 2, 1)
                Text "B" (12, 0, 1, 1)
                """)
        let both = HeadlessHost(Text("Hi").offset(CGSize(width: -1, height: 2)), width: 10, height: 5)
        #expect(both.frame(of: "Hi") == rect(3, 4, 2, 1))
    }

    @Test func positionCentresTheViewOnAPointOfTheOfferedSpace() {
        let host = HeadlessHost(Text("XY\nZW").position(x: 5, y: 3), width: 20, height: 10)
        #expect(host.frame(of: "XY\nZW") == rect(4, 2, 2, 2))
        let point = HeadlessHost(Text("XY\nZW").position(CGPoint(x: 1, y: 1)), width: 20, height: 10)
        #expect(point.frame(of: "XY\nZW") == rect(0, 0, 2, 2))
    }

    @Test func fixedSizeIgnoresANarrowProposal() {
        let wrapped = HeadlessHost(Text("Hello world").frame(width: 5), width: 21, height: 4)
        #expect(wrapped.frame(of: "Hello world") == rect(8, 1, 5, 2))
        let fixed = HeadlessHost(Text("Hello world").fixedSize().frame(width: 5), width: 21, height: 4)
        #expect(fixed.frame(of: "Hello world") == rect(5, 2, 11, 1))
        let vertical = HeadlessHost(
            Text("Hello world").fixedSize(horizontal: false, vertical: true).frame(width: 5, height: 1),
            width: 21, height: 4)
        // A 5×1 frame around the 5×2 text: the text overflows it, centred.
        #expect(vertical.frame(of: "Hello world") == rect(8, 2, 5, 2))
    }

    @Test func alignmentGuideShiftsAViewWithinAVStack() {
        let host = HeadlessHost(
            VStack(alignment: .leading, spacing: 0) {
                Text("Hello")
                Text("Hi").alignmentGuide(.leading) { d in d[.trailing] }
            }, width: 21, height: 2)
        #expect(host.frame(of: "Hello") == rect(9, 0, 5, 1))
        #expect(host.frame(of: "Hi") == rect(7, 1, 2, 1))
    }

    @Test func verticalAlignmentGuideShiftsAViewWithinAZStack() {
        let host = HeadlessHost(
            ZStack(alignment: .top) {
                Color.red.frame(width: 4, height: 3)
                Text("Hi").alignmentGuide(.top) { _ in -1 }
            }, width: 10, height: 3)
        // Hi's top guide is 1 above its top edge: Hi sits 1 line below the colour's top.
        #expect(
            host.dump == """
                Rectangle (3, 0, 4, 3)
                Text "Hi" (4, 1, 2, 1)
                """)
    }
}
