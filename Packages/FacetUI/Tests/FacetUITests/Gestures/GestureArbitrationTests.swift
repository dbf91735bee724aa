import FacetTestSupport
import FacetUI
import Foundation
import Testing

/// A child view with a tap gesture inside a parent with one, attached as `attach` says.
private struct Nested: View {
    enum Attach { case normal, high, simultaneous }
    let log: GestureLog
    var attach = Attach.normal
    var parentMask = GestureMask.all
    var childHitTesting = true

    var body: some View {
        let child = Color.red.frame(width: 10, height: 4)
            .gesture(TapGesture().onEnded { log.add("child") })
            .allowsHitTesting(childHitTesting)
        let parent = TapGesture().onEnded { log.add("parent") }
        let stack = VStack { child }.frame(width: 40, height: 10)
        switch attach {
        case .normal: return AnyView(stack.gesture(parent, including: parentMask))
        case .high: return AnyView(stack.highPriorityGesture(parent, including: parentMask))
        case .simultaneous: return AnyView(stack.simultaneousGesture(parent, including: parentMask))
        }
    }
}

@MainActor @Suite struct GestureArbitrationTests {
    private func tap(_ view: Nested, at point: CGPoint) -> [String] {
        let host = HeadlessHost(view, width: 40, height: 10)
        host.pointer(.down, point.x, point.y, at: 0)
        host.pointer(.up, point.x, point.y, at: 0.1)
        return view.log.entries
    }

    // The child is centred: (15, 3) to (25, 7).
    private let onChild = CGPoint(x: 20, y: 5)
    private let onParentOnly = CGPoint(x: 2, y: 1)

    @Test func theChildsGestureWinsOverItsParents() {
        #expect(tap(Nested(log: GestureLog()), at: onChild) == ["child"])
        #expect(tap(Nested(log: GestureLog()), at: onParentOnly) == ["parent"])
    }

    @Test func aHighPriorityGestureWinsOverTheChilds() {
        #expect(tap(Nested(log: GestureLog(), attach: .high), at: onChild) == ["parent"])
    }

    @Test func aSimultaneousGestureIsRecognisedWithTheChilds() {
        #expect(
            tap(Nested(log: GestureLog(), attach: .simultaneous), at: onChild).sorted() == [
                "child", "parent",
            ])
    }

    @Test func aMaskOfGestureTurnsTheSubviewsGesturesOff() {
        #expect(tap(Nested(log: GestureLog(), parentMask: .gesture), at: onChild) == ["parent"])
    }

    @Test func aMaskOfSubviewsTurnsTheAddedGestureOff() {
        #expect(tap(Nested(log: GestureLog(), parentMask: .subviews), at: onChild) == ["child"])
        #expect(tap(Nested(log: GestureLog(), parentMask: .subviews), at: onParentOnly) == [])
        #expect(tap(Nested(log: GestureLog(), parentMask: .none), at: onChild) == [])
    }

    @Test func aViewThatDoesNotAllowHitTestingLetsThePressThrough() {
        #expect(tap(Nested(log: GestureLog(), childHitTesting: false), at: onChild) == ["parent"])
    }

    @Test func aDisabledViewsGesturesAreOff() {
        let log = GestureLog()
        let view = Color.red.gesture(TapGesture().onEnded { log.add("tap") }).disabled(true)
        let host = HeadlessHost(view, width: 40, height: 10)
        host.pointer(.down, 5, 5, at: 0)
        host.pointer(.up, 5, 5, at: 0.1)
        #expect(log.entries.isEmpty)
    }
}
