import FacetTestSupport
import FacetUI
import Foundation
import Testing

private struct PressProbe: View {
    let log: GestureLog
    @GestureState private var isPressing = false

    var body: some View {
        GestureStage(
            status: isPressing ? "pressing" : "idle",
            content: Color.red.gesture(
                LongPressGesture(minimumDuration: 0.5)
                    .updating($isPressing) { value, state, _ in state = value }
                    .onEnded { log.add("ended \($0)") }))
    }
}

@MainActor @Suite struct LongPressGestureTests {
    @Test func aLongPressEndsWhenItHasLasted() {
        let log = GestureLog()
        let host = HeadlessHost(PressProbe(log: log), width: 40, height: 10)
        host.pointer(.down, 3, 3, at: 0)
        #expect(host.texts.first == "pressing")
        host.pointer(.tick, 0, 0, at: 0.3)
        #expect(log.entries.isEmpty)
        host.pointer(.tick, 0, 0, at: 0.5)
        #expect(log.entries == ["ended true"])
        #expect(host.texts.first == "idle", "the gesture state is reset when the press ends")
        host.pointer(.up, 3, 3, at: 0.7)
        #expect(log.entries == ["ended true"])
    }

    @Test func aPressReleasedTooSoonFailsAndResetsItsState() {
        let log = GestureLog()
        let host = HeadlessHost(PressProbe(log: log), width: 40, height: 10)
        host.pointer(.down, 3, 3, at: 0)
        host.pointer(.up, 3, 3, at: 0.2)
        #expect(log.entries.isEmpty)
        #expect(host.texts.first == "idle")
    }

    @Test func aPressThatMovesTooFarFails() {
        let log = GestureLog()
        let host = HeadlessHost(PressProbe(log: log), width: 40, height: 10)
        host.pointer(.down, 3, 3, at: 0)
        host.pointer(.moved, 20, 3, at: 0.1)
        host.pointer(.tick, 0, 0, at: 0.6)
        #expect(log.entries.isEmpty)
        #expect(host.texts.first == "idle")
    }

    @Test func onLongPressGestureRunsItsActionAndReportsPressing() {
        let log = GestureLog()
        let view = GestureStage(
            status: "",
            content: Color.red.onLongPressGesture(minimumDuration: 1) {
                log.add("action")
            } onPressingChanged: {
                log.add("pressing \($0)")
            })
        let host = HeadlessHost(view, width: 40, height: 10)
        host.pointer(.down, 3, 3, at: 0)
        host.pointer(.tick, 0, 0, at: 1)
        host.pointer(.up, 3, 3, at: 1.2)
        #expect(log.entries == ["pressing true", "action", "pressing false"])

        host.pointer(.down, 3, 3, at: 2)
        host.pointer(.up, 3, 3, at: 2.5)
        #expect(log.entries.suffix(2) == ["pressing true", "pressing false"])
    }
}
