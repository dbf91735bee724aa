import FacetTestSupport
import FacetUI
import Foundation
import Testing

@MainActor @Suite struct ComposedGestureTests {
    private func host(_ gesture: some Gesture) -> HeadlessHost {
        HeadlessHost(GestureStage(status: "", content: Color.red.gesture(gesture)), width: 40, height: 10)
    }

    @Test func aSequenceHandsOverToTheSecondGestureWhenTheFirstEnds() {
        let log = GestureLog()
        let gesture = LongPressGesture(minimumDuration: 0.5)
            .sequenced(before: DragGesture(minimumDistance: 0))
            .onChanged { value in
                switch value {
                case .first(let pressed): log.add("first \(pressed)")
                case .second(let pressed, let drag):
                    log.add("second \(pressed) \(drag.map { "\($0.translation)" } ?? "nil")")
                }
            }
            .onEnded { _ in log.add("ended") }
        let host = host(gesture)
        host.pointer(.down, 5, 5, at: 0)
        host.pointer(.moved, 6, 5, at: 0.1)
        host.pointer(.tick, 0, 0, at: 0.5)
        host.pointer(.moved, 9, 7, at: 0.6)
        host.pointer(.up, 9, 7, at: 0.7)
        #expect(
            log.entries == [
                "first true", "second true CGSize(width: 0.0, height: 0.0)",
                "second true CGSize(width: 3.0, height: 2.0)", "ended",
            ])
    }

    @Test func aSequenceFailsWhenItsFirstGestureFails() {
        let log = GestureLog()
        let gesture = LongPressGesture(minimumDuration: 0.5).sequenced(
            before: DragGesture(minimumDistance: 0)
        )
        .onEnded { _ in log.add("ended") }
        let host = host(gesture)
        host.pointer(.down, 5, 5, at: 0)
        host.pointer(.up, 5, 5, at: 0.1)
        #expect(log.entries.isEmpty)
        #expect(host.isTrackingPointer == false)
    }

    @Test func anExclusiveGestureWaitsForItsFirstGestureToFail() {
        let log = GestureLog()
        let gesture = TapGesture(count: 2).exclusively(before: TapGesture())
            .onEnded { value in
                switch value {
                case .first: log.add("double")
                case .second: log.add("single")
                }
            }
        let host = host(gesture)
        host.pointer(.down, 5, 5, at: 0)
        host.pointer(.up, 5, 5, at: 0.1)
        #expect(log.entries.isEmpty, "a second tap may still come")
        host.pointer(.tick, 0, 0, at: 0.45)
        #expect(log.entries == ["single"])

        host.pointer(.down, 5, 5, at: 1)
        host.pointer(.up, 5, 5, at: 1.1)
        host.pointer(.down, 5, 5, at: 1.2)
        host.pointer(.up, 5, 5, at: 1.3)
        #expect(log.entries == ["single", "double"])
    }

    @Test func theLosingGestureOfAnExclusiveRunsNoCallback() {
        let log = GestureLog()
        let gesture = TapGesture(count: 2).onEnded { log.add("double") }
            .exclusively(before: TapGesture().onEnded { log.add("single") })
        let host = host(gesture)
        host.pointer(.down, 5, 5, at: 0)
        host.pointer(.up, 5, 5, at: 0.1)
        host.pointer(.down, 5, 5, at: 0.2)
        host.pointer(.up, 5, 5, at: 0.3)
        #expect(log.entries == ["double"])
    }

    @Test func simultaneousGesturesBothReportTheirValues() {
        let log = GestureLog()
        let gesture = DragGesture(minimumDistance: 0).simultaneously(
            with: LongPressGesture(minimumDuration: 0.5)
        )
        .onChanged { value in
            log.add(
                "\(value.first.map { "\($0.translation)" } ?? "nil") \(value.second.map { "\($0)" } ?? "nil")"
            )
        }
        let host = host(gesture)
        host.pointer(.down, 5, 5, at: 0)
        host.pointer(.moved, 7, 5, at: 0.1)
        #expect(
            log.entries == ["CGSize(width: 0.0, height: 0.0) true", "CGSize(width: 2.0, height: 0.0) true"])
    }

    @Test func mapTransformsTheValue() {
        let log = GestureLog()
        let gesture = DragGesture(minimumDistance: 0).map { $0.translation.width }.onEnded {
            log.add("width \($0)")
        }
        let host = host(gesture)
        host.drag(from: CGPoint(x: 5, y: 5), to: CGPoint(x: 9, y: 5))
        #expect(log.entries == ["width 4.0"])
    }

    @Test func aCustomGestureIsRecognisedByItsBody() {
        struct DoubleTap: Gesture {
            typealias Value = Void
            var body: some Gesture { TapGesture(count: 2) }
        }
        let log = GestureLog()
        let host = host(DoubleTap().onEnded { log.add("custom") })
        for time in [0.0, 0.2] {
            host.pointer(.down, 5, 5, at: time)
            host.pointer(.up, 5, 5, at: time + 0.05)
        }
        #expect(log.entries == ["custom"])
    }

    @Test func anAnyGestureAndAnOptionalGestureAreRecognisedAsTheirGesture() {
        let log = GestureLog()
        let host = host(AnyGesture(TapGesture().onEnded { log.add("any") }))
        host.pointer(.down, 5, 5, at: 0)
        host.pointer(.up, 5, 5, at: 0.1)
        let none: TapGesture? = nil
        let other = self.host(none.onEnded { _ in log.add("none") })
        other.pointer(.down, 5, 5, at: 0)
        other.pointer(.up, 5, 5, at: 0.1)
        #expect(log.entries == ["any"])
    }

    @Test func composedGesturesMadeWithTheirInitializersBehaveAsTheOperators() {
        let log = GestureLog()
        let sequence = SequenceGesture(TapGesture(), TapGesture()).onEnded { _ in log.add("sequence") }
        let host = host(sequence)
        for time in [0.0, 0.2] {
            host.pointer(.down, 5, 5, at: time)
            host.pointer(.up, 5, 5, at: time + 0.05)
        }
        let exclusive = ExclusiveGesture(DragGesture(), TapGesture()).onEnded { _ in log.add("exclusive") }
        let other = self.host(exclusive)
        other.pointer(.down, 5, 5, at: 0)
        other.pointer(.up, 5, 5, at: 0.05)
        #expect(log.entries == ["sequence", "exclusive"])
    }

    @Test func aGestureStateGestureUpdatesItsStateThroughItsBody() {
        let log = GestureLog()
        let state = GestureState(wrappedValue: 0)
        let gesture = GestureStateGesture(base: DragGesture(minimumDistance: 0), state: state) {
            value, state, _ in
            state = Int(value.translation.width)
            log.add("state \(state)")
        }
        let host = host(gesture)
        host.pointer(.down, 5, 5, at: 0)
        host.pointer(.moved, 8, 5, at: 0.1)
        #expect(log.entries == ["state 0", "state 3"])
    }

    @Test func pinchAndRotationGesturesNeverSucceedWithAPointer() {
        let log = GestureLog()
        let pinch = MagnifyGesture().onEnded { _ in log.add("magnify") }
            .exclusively(before: RotateGesture().onEnded { _ in log.add("rotate") })
            .exclusively(before: TapGesture().onEnded { log.add("tap") })
        let host = host(pinch)
        host.pointer(.down, 5, 5, at: 0)
        host.pointer(.up, 5, 5, at: 0.05)
        #expect(log.entries == ["tap"], "the pointer goes on to the gesture after them")
    }

    @Test func aNamedGestureThatIsNotEnabledIsOff() {
        let log = GestureLog()
        let view = Color.red.gesture(TapGesture().onEnded { log.add("tap") }, name: "tap", isEnabled: false)
        let host = HeadlessHost(view, width: 10, height: 5)
        host.pointer(.down, 2, 2, at: 0)
        host.pointer(.up, 2, 2, at: 0.05)
        #expect(log.entries.isEmpty)
    }
}
