import FacetTestSupport
import FacetUI
import Foundation
import Testing

/// A view pinched and turned: `MagnifyGesture`/`RotateGesture` values logged, the live
/// scale in a `@GestureState`, and a tap beside them.
private struct PinchProbe: View {
    let log: GestureLog
    @GestureState private var live: CGFloat = 1

    var body: some View {
        GestureStage(
            status: "live \(live)",
            content: Color.red
                .gesture(
                    MagnifyGesture()
                        .updating($live) { value, state, _ in state = value.magnification }
                        .onChanged {
                            log.add("magnify \($0.magnification) v \($0.velocity) at \($0.startLocation)")
                        }
                        .onEnded { log.add("magnified \($0.magnification) anchor \($0.startAnchor)") }
                        .simultaneously(
                            with: RotationGesture().onEnded {
                                log.add("rotated \(Int($0.degrees.rounded()))°")
                            })
                )
                .onTapGesture { log.add("tap") })
    }
}

/// Two-finger interactions (GTK's zoom and rotate gestures; no pointer can make them):
/// exact values, minimum deltas, `@GestureState` reset, and no tap or drag from them.
@MainActor @Suite struct MagnifyRotateGestureTests {
    @Test func aPinchReportsItsScaleVelocityAndWhereItBegan() {
        let log = GestureLog()
        let host = HeadlessHost(PinchProbe(log: log), width: 40, height: 10)
        // The red view fills y 1 ... 10 (40 × 9): the pinch begins at its local (20, 4).
        #expect(host.twoFingers(.down, 20, 5, at: 0))
        host.twoFingers(.moved, 20, 5, magnification: 2, at: 0.5)
        #expect(log.entries == ["magnify 2.0 v 2.0 at CGPoint(x: 20.0, y: 4.0)"])
        #expect(host.backend.widget(text: "live 2.0") != nil)
        host.twoFingers(.up, 20, 5, magnification: 2, degrees: 30, at: 0.75)
        #expect(
            log.entries.dropFirst()
                == [
                    "magnified 2.0 anchor UnitPoint(x: 0.5, y: 0.4444444444444444)", "rotated 30°",
                ])
        // The gesture state is reset when the pinch ends; no tap came of it.
        #expect(host.backend.widget(text: "live 1.0") != nil)
        #expect(!log.entries.contains("tap"))
    }

    @Test func underTheMinimumDeltaNothingIsRecognised() {
        let log = GestureLog()
        let host = HeadlessHost(PinchProbe(log: log), width: 40, height: 10)
        host.twoFingers(.down, 20, 5, at: 0)
        host.twoFingers(.moved, 20, 5, magnification: 1.005, degrees: 0.5, at: 0.1)  // deltas 0.01 and 1°
        host.twoFingers(.up, 20, 5, magnification: 1.005, degrees: 0.5, at: 0.2)
        #expect(log.entries.isEmpty)
    }

    @Test func aPointerStillTapsAViewThatCanBePinched() {
        let log = GestureLog()
        let host = HeadlessHost(PinchProbe(log: log), width: 40, height: 10)
        host.pointer(.down, 20, 5, at: 0)
        host.pointer(.up, 20, 5, at: 0.05)
        host.pointer(.tick, 20, 5, at: 1)
        #expect(log.entries == ["tap"])
    }

    @Test func twoFingersDoNotDrag() {
        let log = GestureLog()
        let host = HeadlessHost(
            Color.red.gesture(DragGesture(minimumDistance: 0).onChanged { _ in log.add("drag") }),
            width: 10, height: 4)
        host.twoFingers(.down, 5, 2, at: 0)
        host.twoFingers(.moved, 8, 2, magnification: 1.5, at: 0.1)
        host.twoFingers(.up, 8, 2, magnification: 1.5, at: 0.2)
        #expect(log.entries.isEmpty)
    }
}
