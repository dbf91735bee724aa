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
        // The content shape makes the stack's empty space part of the parent's area: only
        // what draws is hit otherwise.
        let stack = VStack { child }.frame(width: 40, height: 10).contentShape(Rectangle())
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

@MainActor @Suite struct GestureArbitrationEdgeTests {
    @Test func aGestureThatWinsLateGetsItsLastChangeBeforeItsEnd() {
        let log = GestureLog()
        // The double tap has precedence and is possible until it gives up waiting for its
        // second tap: the drag, which changed and ended meanwhile, then wins.
        let view = Color.red
            .gesture(
                DragGesture(minimumDistance: 1)
                    .onChanged { log.add("changed \($0.translation.width)") }
                    .onEnded { log.add("ended \($0.translation.width)") }
            )
            .highPriorityGesture(TapGesture(count: 2).onEnded { log.add("double tap") })
        let host = HeadlessHost(view, width: 40, height: 10)
        host.pointer(.down, 5, 5, at: 0)
        host.pointer(.moved, 8, 5, at: 0.1)
        host.pointer(.moved, 10, 5, at: 0.2)
        host.pointer(.up, 12, 5, at: 0.3)
        #expect(log.entries.isEmpty, "the double tap is still possible")
        host.pointer(.tick, 0, 0, at: 0.7)
        #expect(log.entries == ["changed 5.0", "ended 7.0"], "its last change, then its end")
        #expect(!host.isTrackingPointer)
    }

    @Test func aGestureWaitingForOneWithPrecedenceGetsItsChangeWhenThatOneFails() {
        let log = GestureLog()
        let view = Color.red
            .gesture(DragGesture(minimumDistance: 1).onChanged { log.add("changed \($0.translation.width)") })
            .highPriorityGesture(TapGesture().onEnded { log.add("tap") })
        let host = HeadlessHost(view, width: 40, height: 10)
        host.pointer(.down, 5, 5, at: 0)
        host.pointer(.moved, 8, 5, at: 0.1)
        #expect(log.entries.isEmpty, "the tap is still possible")
        host.pointer(.moved, 16, 5, at: 0.2)
        #expect(log.entries == ["changed 11.0"], "the tap failed: the pointer moved too far")
        host.pointer(.moved, 18, 5, at: 0.3)
        #expect(log.entries == ["changed 11.0", "changed 13.0"])
    }
}
