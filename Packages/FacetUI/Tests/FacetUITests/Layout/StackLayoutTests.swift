import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

@MainActor @Suite struct StackLayoutTests {
    @Test func singleTextIsCenteredInTheWindow() {
        let host = HeadlessHost(Text("Hello"), width: 41, height: 11)
        #expect(host.dump == #"Text "Hello" (18, 5, 5, 1)"#)
    }

    @Test func vStackStacksWithSpacingAndAlignment() {
        let host = HeadlessHost(
            VStack(alignment: .leading, spacing: 1) {
                Text("One")
                Text("Three")
            }, width: 20, height: 10)
        #expect(
            host.dump == """
                Text "One" (8, 4, 3, 1)
                Text "Three" (8, 6, 5, 1)
                """)
    }

    @Test func hStackUsesDefaultSpacingAndCentersVertically() {
        let host = HeadlessHost(
            HStack {
                Text("A")
                Text("B\nB")
            }, width: 10, height: 4)
        #expect(host.frame(of: "A") == rect(4, 1.5.rounded(), 1, 1))
        #expect(host.frame(of: "B\nB") == rect(6, 1, 1, 2))
    }

    @Test func spacerPushesViewsToTheEdges() {
        let host = HeadlessHost(
            HStack {
                Text("Left")
                Spacer()
                Text("Right")
            }, width: 30, height: 1)
        #expect(host.frame(of: "Left") == rect(0, 0, 4, 1))
        #expect(host.frame(of: "Right") == rect(25, 0, 5, 1))
    }

    @Test func textWrapsWhenSpaceIsShort() {
        let host = HeadlessHost(
            HStack(spacing: 0) {
                Text("aaaa bbbb")
                Text("cccc dddd")
            }, width: 10, height: 4)
        // Equal flexibility: each text is offered half of the width and wraps.
        #expect(host.frame(of: "aaaa bbbb") == rect(1, 1, 4, 2))
        #expect(host.frame(of: "cccc dddd") == rect(5, 1, 4, 2))
    }

    @Test func layoutPriorityGetsSpaceFirst() {
        let host = HeadlessHost(
            HStack(spacing: 0) {
                Text("aaaa bbbb")
                Text("cccc dddd").layoutPriority(1)
            }, width: 13, height: 4)
        #expect(host.frame(of: "cccc dddd") == rect(4, 2, 9, 1))
        #expect(host.frame(of: "aaaa bbbb") == rect(0, 1, 4, 2))
    }

    @Test func zStackAlignsChildren() {
        let host = HeadlessHost(
            ZStack(alignment: .topLeading) {
                Color.red.frame(width: 6, height: 3)
                Text("Hi")
            }, width: 10, height: 5)
        #expect(
            host.dump == """
                Rectangle (2, 1, 6, 3)
                Text "Hi" (2, 1, 2, 1)
                """)
    }
}
