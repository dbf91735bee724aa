import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@_spi(Inspection) @testable import FacetUICore

/// `aspectRatio(_:contentMode:)`, `scaledToFit()`, `scaledToFill()` and resizable images.
@MainActor @Suite struct AspectRatioLayoutTests {
    private func frame<V: View>(of view: V, in size: CGSize, kind: String = "Rectangle") -> CGRect? {
        let host = HeadlessHost(
            view.frame(width: size.width, height: size.height, alignment: .topLeading), width: 40, height: 40)
        return host.widgets(kind: kind).first?.absoluteFrame.offsetBy(
            dx: -(40 - size.width) / 2, dy: -(40 - size.height) / 2)
    }

    /// The frame of a colour with `ratio` and `mode` offered `size`, relative to the frame
    /// it is offered.
    private func colour(
        _ ratio: CGFloat, _ mode: ContentMode, in size: CGSize = CGSize(width: 10, height: 10)
    )
        -> CGRect?
    {
        frame(of: Color.red.aspectRatio(ratio, contentMode: mode), in: size)
    }

    @Test func fitTakesTheLargestSizeOfTheRatioInside() {
        #expect(colour(2, .fit) == CGRect(x: 0, y: 0, width: 10, height: 5))
        #expect(colour(0.5, .fit) == CGRect(x: 0, y: 0, width: 5, height: 10))
        #expect(
            frame(
                of: Color.red.aspectRatio(CGSize(width: 3, height: 1), contentMode: .fit),
                in: CGSize(width: 12, height: 2))
                == CGRect(x: 0, y: 0, width: 6, height: 2))
    }

    @Test func fillTakesTheSmallestSizeOfTheRatioCovering() {
        #expect(colour(2, .fill) == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(colour(0.5, .fill) == CGRect(x: 0, y: 0, width: 10, height: 20))
    }

    @Test func aMissingDimensionFollowsFromTheOther() {
        let host = HeadlessHost(
            VStack(alignment: .leading, spacing: 0) {
                Color.red.aspectRatio(4, contentMode: .fit).frame(width: 8)
                Text("end")
            }, width: 20, height: 20)
        #expect(host.widgets(kind: "Rectangle").first?.absoluteFrame.size == CGSize(width: 8, height: 2))
        // Offered a width and no height, the height is the width divided by the ratio.
        let unspecifiedHeight = HeadlessHost(
            Color.red.aspectRatio(4, contentMode: .fit).frame(width: 8).fixedSize(
                horizontal: false, vertical: true),
            width: 20, height: 20)
        #expect(
            unspecifiedHeight.widgets(kind: "Rectangle").first?.absoluteFrame.size
                == CGSize(width: 8, height: 2))
        // Offered no size at all, the ideal width is kept (a colour's is 10).
        let ideal = HeadlessHost(
            Color.red.aspectRatio(5, contentMode: .fit).fixedSize(), width: 20, height: 20)
        #expect(ideal.widgets(kind: "Rectangle").first?.absoluteFrame.size == CGSize(width: 10, height: 2))
    }

    @Test func withoutARatioTheContentsOwnIsKept() {
        // A resizable image's own size is one cell: its ratio is 1.
        #expect(
            frame(
                of: Image(systemName: "star").resizable().scaledToFit(), in: CGSize(width: 8, height: 4),
                kind: "Image")
                == CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(
            frame(
                of: Image(systemName: "star").resizable().scaledToFill(), in: CGSize(width: 8, height: 4),
                kind: "Image")
                == CGRect(x: 0, y: 0, width: 8, height: 8))
    }

    @Test func anImageKeepsItsSizeUnlessResizable() {
        let fixed = HeadlessHost(Image(systemName: "star").frame(width: 6, height: 3), width: 6, height: 3)
        // One cell, centred (2.5 rounds to 3).
        #expect(fixed.widgets(kind: "Image").first?.absoluteFrame == CGRect(x: 3, y: 1, width: 1, height: 1))
        let resizable = HeadlessHost(
            Image(systemName: "star").resizable().frame(width: 6, height: 3), width: 6, height: 3)
        #expect(
            resizable.widgets(kind: "Image").first?.absoluteFrame == CGRect(x: 0, y: 0, width: 6, height: 3))
        let image = Image(systemName: "star").resizable(capInsets: EdgeInsets(), resizingMode: .tile)
        #expect(image.resizing?.mode == .tile)
    }

    @Test func terminalFillsAResizableImage() {
        let host = TerminalHost(
            Image("missing-photo").resizable().frame(width: 3, height: 2), width: 3, height: 2)
        #expect(host.screen == "▣▣▣\n▣▣▣")
    }
}
