import FacetTestSupport
import FacetUI
import Foundation
import Observation
import Testing

@MainActor @Suite struct TapGestureTests {
    private func stage(_ log: GestureLog, _ gesture: some Gesture) -> some View {
        GestureStage(status: "", content: Color.red.gesture(gesture))
    }

    @Test func aTapEndsOnRelease() {
        let log = GestureLog()
        let host = HeadlessHost(stage(log, TapGesture().onEnded { log.add("tap") }), width: 40, height: 10)
        host.pointer(.down, 3, 3, at: 0)
        #expect(log.entries.isEmpty)
        host.pointer(.up, 3, 3, at: 0.1)
        #expect(log.entries == ["tap"])
        #expect(host.isTrackingPointer == false)
    }

    @Test func aPressThatMovesAwayIsNoTap() {
        let log = GestureLog()
        let host = HeadlessHost(stage(log, TapGesture().onEnded { log.add("tap") }), width: 40, height: 10)
        host.pointer(.down, 3, 3, at: 0)
        host.pointer(.moved, 30, 3, at: 0.1)
        host.pointer(.up, 30, 3, at: 0.2)
        #expect(log.entries.isEmpty)
    }

    @Test func aDoubleTapNeedsTwoTapsCloseInTime() {
        let log = GestureLog()
        let host = HeadlessHost(
            stage(log, TapGesture(count: 2).onEnded { log.add("double") }), width: 40, height: 10)
        host.pointer(.down, 3, 3, at: 0)
        host.pointer(.up, 3, 3, at: 0.05)
        #expect(log.entries.isEmpty)
        host.pointer(.down, 3, 3, at: 0.2)
        host.pointer(.up, 3, 3, at: 0.25)
        #expect(log.entries == ["double"])

        host.pointer(.down, 3, 3, at: 1)
        host.pointer(.up, 3, 3, at: 1.05)
        host.pointer(.tick, 0, 0, at: 1.5)
        #expect(host.isTrackingPointer == false, "the second tap did not come in time")
        host.pointer(.down, 3, 3, at: 2)
        host.pointer(.up, 3, 3, at: 2.05)
        #expect(log.entries == ["double"])
    }

    @Test func aSpatialTapReportsItsLocationInTheView() {
        let log = GestureLog()
        let host = HeadlessHost(
            stage(log, SpatialTapGesture().onEnded { log.add("at \($0.location)") }), width: 40, height: 10)
        host.pointer(.down, 7, 4, at: 0)
        host.pointer(.up, 7, 4, at: 0.1)
        #expect(log.entries == ["at CGPoint(x: 7.0, y: 3.0)"])
    }

    @Test func onTapGestureWithALocationUsesTheCoordinateSpace() {
        let log = GestureLog()
        let view = GestureStage(
            status: "",
            content: Color.red
                .onTapGesture(coordinateSpace: .global) { log.add("global \($0)") })
        let host = HeadlessHost(view, width: 40, height: 10)
        host.pointer(.down, 7, 4, at: 0)
        host.pointer(.up, 7, 4, at: 0.1)
        #expect(log.entries == ["global CGPoint(x: 7.0, y: 4.0)"])
    }
}

/// A tap area that goes away while pressed: the model hides it mid-press.
@Observable @MainActor private final class Shown {
    var isShown = true
}

private struct Removable: View {
    let model: Shown
    let log: GestureLog
    var body: some View {
        VStack {
            if model.isShown { Text("Tap me").onTapGesture { log.add("tap") } }
        }
    }
}

@MainActor @Suite struct TapAreaRemovalTests {
    @Test func anOnTapGestureViewRemovedMidPressEndsItsInteraction() {
        let log = GestureLog()
        let model = Shown()
        let host = HeadlessHost(Removable(model: model, log: log), width: 20, height: 3)
        let frame = host.frame(of: "Tap me") ?? .zero
        host.pointer(.down, frame.midX, frame.midY, at: 0)
        #expect(host.isTrackingPointer)
        model.isShown = false
        host.flush()
        #expect(host.isTrackingPointer == false)
        host.pointer(.up, frame.midX, frame.midY, at: 0.1)
        #expect(log.entries.isEmpty)
    }
}
