import FacetTestSupport
import FacetUI
import Foundation
import Testing

@MainActor @Suite struct HoverTests {
    /// A 10 × 4 window: a hover region on the top half (y 0 to 2), a plain colour below.
    private func host(_ log: GestureLog) -> HeadlessHost {
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 2)
                .onHover { log.add("hover \($0)") }
                .onContinuousHover { phase in
                    switch phase {
                    case .active(let point): log.add("at \(point.x),\(point.y)")
                    case .ended: log.add("ended")
                    }
                }
            Color.blue.frame(width: 10, height: 2)
        }
        return HeadlessHost(view, width: 10, height: 4)
    }

    @Test func theHoverEntersMovesOverAndLeavesTheView() {
        let log = GestureLog()
        let host = host(log)
        #expect(host.hover(3, 1))
        #expect(log.entries == ["at 3.0,1.0", "hover true"], "outermost first")
        host.hover(4, 0)
        #expect(log.entries.suffix(1) == ["at 4.0,0.0"], "onHover is told once")
        #expect(!host.hover(4, 3) || log.entries.suffix(2) == ["hover false", "ended"])
        #expect(log.entries.suffix(2) == ["hover false", "ended"])
        #expect(!host.hover(5, 3), "no region under the pointer")
    }

    @Test func leavingTheWindowEndsTheHover() {
        let log = GestureLog()
        let host = host(log)
        host.hover(3, 1)
        #expect(host.hoverOut())
        #expect(log.entries == ["at 3.0,1.0", "hover true", "hover false", "ended"])
    }

    @Test func continuousHoverReportsLocationsInTheNamedSpace() {
        let log = GestureLog()
        let view = VStack(spacing: 0) {
            Color.gray.frame(width: 10, height: 1)
            Color.red.frame(width: 10, height: 3)
                .onContinuousHover(coordinateSpace: .named("all")) { phase in
                    if case .active(let point) = phase { log.add("\(point.x),\(point.y)") }
                }
        }
        .coordinateSpace(name: "all")
        let host = HeadlessHost(view, width: 10, height: 4)
        host.hover(2, 3)
        #expect(log.entries == ["2.0,3.0"])
    }
}
