import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

@MainActor @Suite struct FrameAndPaddingTests {
    @Test func paddingInsetsTheContent() {
        let host = HeadlessHost(Text("Hi").padding(2), width: 10, height: 7)
        #expect(host.frame(of: "Hi") == rect(4, 3, 2, 1))
    }

    @Test func fixedFrameAlignsContent() {
        let host = HeadlessHost(
            Text("Hi").frame(width: 8, height: 3, alignment: .bottomTrailing), width: 10, height: 5)
        #expect(host.frame(of: "Hi") == rect(7, 3, 2, 1))
    }

    @Test func maxWidthInfinityFillsTheProposal() {
        let host = HeadlessHost(
            VStack(spacing: 0) {
                Text("Title").frame(maxWidth: .infinity, alignment: .leading)
                Text("x")
            }, width: 20, height: 2)
        #expect(host.frame(of: "Title") == rect(0, 0, 5, 1))
        #expect(host.frame(of: "x") == rect(9.5.rounded(), 1, 1, 1))
    }

    @Test func colorFillsItsFrame() {
        let host = HeadlessHost(Color.blue, width: 6, height: 2)
        #expect(host.dump == "Rectangle (0, 0, 6, 2)")
    }
}
