import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

@MainActor private func shapeFrames(_ host: HeadlessHost) -> [CGRect] {
    host.backend.allWidgets.filter { !($0.content is ResolvedText) }.map(\.absoluteFrame)
}

@MainActor @Suite struct ContainerRelativeFrameTests {
    @Test func theWindowsSafeAreaIsTheContainer() {
        let host = HeadlessHost(
            Color.red.frame(width: 4, height: 2).containerRelativeFrame(.horizontal, alignment: .leading),
            width: 22, height: 10, safeAreaInsets: EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 0))
        #expect(shapeFrames(host) == [rect(2, 4, 4, 2)])
        #expect(host.graph.root.children.first?.frame == rect(2, 4, 20, 2))
        let both = HeadlessHost(
            Color.red.frame(width: 1, height: 1).containerRelativeFrame([.horizontal, .vertical]), width: 22,
            height: 10)
        #expect(both.graph.root.children.first?.frame == rect(0, 0, 22, 10))
    }

    @Test func countSpanAndSpacingFollowSwiftUIsFormula() {
        // (22 - 2 × 3) / 4 = 4 per part; 3 parts and the 2 gaps between them: 16.
        let host = HeadlessHost(
            Color.red.containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 2), width: 22,
            height: 10)
        #expect(shapeFrames(host) == [rect(3, 0, 16, 10)])
        let one = HeadlessHost(
            Color.red.containerRelativeFrame(.vertical, count: 3, spacing: 2), width: 20, height: 13)
        #expect(shapeFrames(one) == [rect(0, 5, 20, 3)])
    }

    @Test func aClosureComputesTheLength() {
        var axes: [Axis] = []
        let host = HeadlessHost(
            Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, axis in
                axes.append(axis)
                return length - 6
            }, width: 22, height: 10)
        #expect(shapeFrames(host) == [rect(3, 3, 16, 4)])
        #expect(Set(axes) == [.horizontal, .vertical])
    }

    @Test func aScrollViewIsTheNearestContainer() {
        let host = HeadlessHost(
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<3) { index in
                        Text("\(index)").containerRelativeFrame(
                            .horizontal, count: 2, spacing: 0, alignment: .leading)
                    }
                }
            }, width: 20, height: 3)
        #expect(host.frame(of: "0")?.minX == 0)
        #expect(host.frame(of: "1")?.minX == 10)
        #expect(host.frame(of: "2")?.minX == 20)
    }

    @Test func resizingTheWindowResizesTheFrame() {
        let host = HeadlessHost(
            Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: 0).frame(height: 2), width: 20,
            height: 4)
        #expect(shapeFrames(host) == [rect(5, 1, 10, 2)])
        host.graph.resize(to: CGSize(width: 24, height: 4))
        host.flush()
        #expect(shapeFrames(host) == [rect(6, 1, 12, 2)])
    }

    @Test func aCountOfZeroIsReportedAndUsesTheContainersLength() {
        let host = HeadlessHost(
            Color.red.containerRelativeFrame(.horizontal, count: 0, spacing: 1), width: 20, height: 4)
        #expect(shapeFrames(host) == [rect(0, 0, 20, 4)])
        #expect(
            host.graph.warnings.contains(
                "containerRelativeFrame: count (0) and span (1) must be positive; using the container's length"
            ))
    }
}
