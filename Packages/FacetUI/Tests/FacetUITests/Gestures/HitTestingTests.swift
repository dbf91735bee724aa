import FacetTestSupport
import FacetUI
import Foundation
import Testing

/// A square with a hole in the middle: the two rectangles' even-odd fill leaves it out.
private struct Outline: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRect(rect)
        path.addRect(rect.insetBy(dx: 3, dy: 3))
        return path
    }
}

/// Rows of `count` one-unit-high tappable colours.
private struct Rows: View {
    let count: Int
    let log: GestureLog

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { row in
                Color.red.frame(width: 10, height: 1).gesture(TapGesture().onEnded { log.add("row \(row)") })
            }
        }
    }
}

@MainActor @Suite struct HitTestingTests {
    private func tap(_ name: String, _ log: GestureLog) -> some Gesture {
        TapGesture().onEnded { log.add(name) }
    }

    /// Taps at `point` in a window of `width` × `height`; returns what was tapped.
    private func taps(
        _ view: some View, _ log: GestureLog, at point: CGPoint, width: CGFloat = 40, height: CGFloat = 10
    ) -> [String] {
        let host = HeadlessHost(view, width: width, height: height)
        host.pointer(.down, point.x, point.y, at: 0)
        host.pointer(.up, point.x, point.y, at: 0.1)
        return log.entries
    }

    @Test func theViewDrawnOnTopIsHitFirst() {
        func stack(_ log: GestureLog, raisingA: Bool = false) -> some View {
            // A: (10, 0) to (30, 10); B on top of it: (15, 3) to (25, 7).
            ZStack {
                Color.red.frame(width: 20, height: 10).gesture(tap("a", log)).zIndex(raisingA ? 1 : 0)
                Color.blue.frame(width: 10, height: 4).gesture(tap("b", log))
            }
        }
        var log = GestureLog()
        #expect(taps(stack(log), log, at: CGPoint(x: 20, y: 5)) == ["b"])
        log = GestureLog()
        #expect(taps(stack(log), log, at: CGPoint(x: 12, y: 1)) == ["a"])
        log = GestureLog()
        #expect(taps(stack(log, raisingA: true), log, at: CGPoint(x: 20, y: 5)) == ["a"], "zIndex")
    }

    @Test func aViewThatDoesNotAllowHitTestingLetsTheViewBelowTakeThePress() {
        func overlaid(_ log: GestureLog, allows: Bool) -> some View {
            Color.red.gesture(tap("below", log))
                .overlay(Color.blue.gesture(tap("above", log)).allowsHitTesting(allows))
        }
        var log = GestureLog()
        #expect(taps(overlaid(log, allows: true), log, at: CGPoint(x: 5, y: 5)) == ["above"])
        log = GestureLog()
        #expect(taps(overlaid(log, allows: false), log, at: CGPoint(x: 5, y: 5)) == ["below"])
    }

    @Test func aClippedViewIsHitOnlyInsideItsClip() {
        func clipped(_ log: GestureLog) -> some View {
            Color.red.frame(width: 10, height: 10).gesture(tap("circle", log)).clipShape(Circle())
        }
        var log = GestureLog()
        #expect(taps(clipped(log), log, at: CGPoint(x: 1, y: 1), width: 10, height: 10) == [])
        log = GestureLog()
        #expect(taps(clipped(log), log, at: CGPoint(x: 5, y: 5), width: 10, height: 10) == ["circle"])
    }

    @Test func onlyWhatDrawsIsHitUnlessAContentShapeCoversTheRest() {
        func panel(_ log: GestureLog, kind: ContentShapeKinds?) -> AnyView {
            // A 4 × 4 colour centred in a 20 × 10 frame, in a 20 × 10 window.
            let base = VStack { Color.red.frame(width: 4, height: 4) }.frame(width: 20, height: 10)
            guard let kind else { return AnyView(base.gesture(tap("panel", log))) }
            return AnyView(base.contentShape(kind, Rectangle()).gesture(tap("panel", log)))
        }
        let corner = CGPoint(x: 1, y: 1)
        var log = GestureLog()
        #expect(taps(panel(log, kind: nil), log, at: corner, width: 20) == [], "the frame's empty space")
        log = GestureLog()
        #expect(taps(panel(log, kind: nil), log, at: CGPoint(x: 10, y: 5), width: 20) == ["panel"])
        log = GestureLog()
        #expect(taps(panel(log, kind: .interaction), log, at: corner, width: 20) == ["panel"])
        log = GestureLog()
        #expect(taps(panel(log, kind: .hoverEffect), log, at: corner, width: 20) == [], "not for hit testing")
    }

    @Test func aSpacerIsNotHit() {
        let log = GestureLog()
        let row = HStack(spacing: 0) {
            Color.red.frame(width: 4, height: 10)
            Spacer()
        }
        .gesture(tap("row", log))
        #expect(taps(row, log, at: CGPoint(x: 20, y: 5)) == [])
        #expect(taps(row, log, at: CGPoint(x: 2, y: 5)) == ["row"])
    }

    @Test func anEvenOddContentShapeLeavesItsHolesOut() {
        func framed(_ log: GestureLog, eoFill: Bool) -> some View {
            Color.red.frame(width: 10, height: 10).contentShape(Outline(), eoFill: eoFill)
                .gesture(tap("outline", log))
        }
        var log = GestureLog()
        #expect(taps(framed(log, eoFill: true), log, at: CGPoint(x: 5, y: 5), width: 10) == [], "the hole")
        log = GestureLog()
        #expect(taps(framed(log, eoFill: true), log, at: CGPoint(x: 1, y: 1), width: 10) == ["outline"])
        log = GestureLog()
        #expect(taps(framed(log, eoFill: false), log, at: CGPoint(x: 5, y: 5), width: 10) == ["outline"])
    }

    @Test func hitTestingLooksAtAsManyNodesWhateverTheNumberOfViews() {
        func press(rows: Int, at row: Int) -> (visits: Int, log: [String]) {
            let log = GestureLog()
            let host = HeadlessHost(Rows(count: rows, log: log), width: 10, height: CGFloat(rows))
            host.pointer(.down, 5, CGFloat(row), at: 0)
            let visits = host.hitTestVisits
            host.pointer(.up, 5, CGFloat(row), at: 0.1)
            return (visits, log.entries)
        }
        let small = press(rows: 100, at: 37)
        let large = press(rows: 3_000, at: 2_345)
        #expect(small.log == ["row 37"])
        #expect(large.log == ["row 2345"])
        #expect(small.visits == large.visits, "a binary search finds the row")
        #expect(small.visits < 20)
    }
}
