import FacetInspector
import FacetUI
import Foundation
import Testing

/// A view whose drag and long press change its state.
private struct GestureBoard: View {
    @State var offset = CGSize.zero
    @State var presses = 0
    @State var scale: CGFloat = 1

    var body: some View {
        VStack {
            Text("offset \(Int(offset.width)) presses \(presses) scale \(scale)")
            Rectangle()
                .gesture(
                    DragGesture(minimumDistance: 3, coordinateSpace: .global).onEnded {
                        offset = $0.translation
                    }
                )
                .highPriorityGesture(TapGesture(count: 2))
                .gesture(
                    LongPressGesture(minimumDuration: 2).onChanged { _ in presses += 1 }, including: .gesture)
            Circle().gesture(
                MagnificationGesture(minimumScaleDelta: 0.5).onChanged { scale = $0 }
                    .simultaneously(with: RotationGesture(minimumAngleDelta: .degrees(5))))
        }
    }
}

@MainActor @Suite struct GestureTests {
    @Test func aGestureIsFoundByTypeAndIndexWithItsProperties() throws {
        let shape = try GestureBoard().inspect().vStack().shape(1)
        let drag = try shape.gesture(DragGesture.self).actualGesture()
        #expect(drag.minimumDistance == 3)
        #expect(drag.coordinateSpace == .global)
        let press = try shape.gesture(LongPressGesture.self, 1)
        #expect(try press.actualGesture().minimumDuration == 2)
        #expect(try press.gestureMask() == .gesture)
        #expect(try shape.highPriorityGesture(TapGesture.self).actualGesture().count == 2)
        #expect(
            press.pathToRoot == "view(GestureBoard.self).vStack().shape(1).gesture(LongPressGesture.self, 1)")
    }

    @Test func aMissingOrMismatchedGestureIsAnError() throws {
        let shape = try GestureBoard().inspect().vStack().shape(1)
        #expect(throws: InspectionError.typeMismatch(factual: "DragGesture", expected: "TapGesture")) {
            try shape.gesture(TapGesture.self)
        }
        #expect(
            throws: InspectionError.modifierNotFound(
                parent: "Rectangle", modifier: "gesture(DragGesture.self)", index: 2)
        ) {
            try shape.gesture(DragGesture.self, 2)
        }
        let text = try GestureBoard().inspect().vStack().text(0)
        #expect(
            throws: InspectionError.modifierNotFound(
                parent: "Text", modifier: "simultaneousGesture(TapGesture.self)", index: 0)
        ) {
            try text.simultaneousGesture(TapGesture.self)
        }
    }

    @Test func callingAGesturesCallbacksRunsThemAndAppliesTheUpdate() throws {
        let sut = try GestureBoard().inspect()
        let shape = try sut.vStack().shape(1)
        let value = DragGesture.Value(
            time: Date(), location: CGPoint(x: 30, y: 5), startLocation: CGPoint(x: 10, y: 5),
            velocity: CGVector(dx: 0, dy: 0))
        try shape.gesture(DragGesture.self).callOnEnded(value: value)
        try shape.gesture(LongPressGesture.self, 1).callOnChanged(
            value: LongPressGesture.Value(finished: true))
        #expect(try sut.vStack().text(0).string() == "offset 20 presses 1 scale 1.0")
        #expect(
            throws: InspectionError.callbackNotFound(
                parent: "AddGestureModifier<_EndedGesture<DragGesture>>", callback: "onChanged")
        ) {
            try shape.gesture(DragGesture.self).callOnChanged(value: value)
        }
    }

    @Test func theGesturesOfAComposedGestureAreItsFirstAndSecond() throws {
        let sut = try GestureBoard().inspect()
        let both = try sut.vStack().shape(2).gesture(
            SimultaneousGesture<MagnificationGesture, RotationGesture>.self)
        let magnification = try both.first(MagnificationGesture.self)
        #expect(try magnification.actualGesture().minimumScaleDelta == 0.5)
        #expect(try both.second(RotationGesture.self).actualGesture().minimumAngleDelta == .degrees(5))
        try magnification.callOnChanged(value: MagnificationGesture.Value(magnifyBy: 2))
        #expect(try sut.vStack().text(0).string() == "offset 0 presses 0 scale 2.0")
        #expect(throws: InspectionError.typeMismatch(factual: "RotationGesture", expected: "DragGesture")) {
            try both.second(DragGesture.self)
        }
        #expect(
            throws: InspectionError.typeMismatch(
                factual: "MagnificationGesture",
                expected: "ExclusiveGesture, SequenceGesture, or SimultaneousGesture")
        ) {
            try magnification.first(TapGesture.self)
        }
    }

    @Test func callUpdatingRunsTheUpdatingCallbacks() throws {
        struct Pressing: View {
            @GestureState var isPressing = false
            var body: some View {
                Text(isPressing ? "pressing" : "idle")
                    .gesture(LongPressGesture().updating($isPressing) { value, state, _ in state = value })
            }
        }
        var state = false
        var transaction = Transaction()
        try Pressing().inspect().text().gesture(LongPressGesture.self)
            .callUpdating(value: true, state: &state, transaction: &transaction)
        #expect(state == true)
    }

    @Test func onLongPressGestureIsCalledAndHitTestingIsRead() throws {
        struct Holder: View {
            @State var held = false
            var body: some View {
                Text(held ? "held" : "not held").onLongPressGesture { held = true }
                    .contentShape(Capsule(), eoFill: true)
            }
        }
        let sut = try Holder().inspect()
        try sut.text().callOnLongPressGesture()
        #expect(try sut.text().string() == "held")
        #expect(try sut.text().contentShape(Capsule.self) == ContentShape(shape: Capsule(), eoFill: true))
        #expect(throws: InspectionError.typeMismatch(factual: "Capsule", expected: "Circle")) {
            try sut.text().contentShape(Circle.self)
        }
        let blocked = try Text("x").allowsHitTesting(false).padding().inspect().text()
        #expect(blocked.allowsHitTesting() == false)
        #expect(blocked.isResponsive() == false)
    }
}
