import Foundation

/// One moment of a two-finger interaction, as the pinch and rotation gestures read it.
struct TransformSample {
    var time: Date
    /// The scale and rotation since the interaction began.
    var transform: PointerTransform
    /// Change of the scale per second, and of the rotation per second, since the last event.
    var magnificationVelocity: CGFloat
    var rotationVelocity: Angle
    /// Where the interaction began, in the gesture view's local space and as a unit point
    /// of the view's size.
    var startLocation: CGPoint
    var startAnchor: UnitPoint
}

/// Recognises a pinch or a rotation from a two-finger interaction (events carrying a
/// ``PointerTransform``): possible from its start, active once `isActive` holds for the
/// transform (the gesture's minimum delta), ended when the fingers lift. Any single-pointer
/// event fails it.
@MainActor
final class TransformRecognizer<Value>: GestureRecognizer<Value> {
    private let isActive: (PointerTransform) -> Bool
    private let value: (TransformSample) -> Value
    private var start: CGPoint?
    private var active = false
    private var last: (transform: PointerTransform, time: Date)?
    private var sample: TransformSample?

    init(isActive: @escaping (PointerTransform) -> Bool, value: @escaping (TransformSample) -> Value) {
        (self.isActive, self.value) = (isActive, value)
    }

    override func handle(_ event: PointerEvent) -> GestureOutput<Value> {
        if event.phase == .tick { return .possible }
        guard let transform = event.transform, event.phase != .cancelled else { return .failed }
        switch event.phase {
        case .down:
            guard start == nil else { return .failed }
            start = geometry.convert(event.location, to: .local)
            last = (transform, event.time)
            return .possible
        case .moved:
            guard start != nil else { return .possible }
            record(transform, at: event.time)
            if !active, isActive(transform) { active = true }
            guard active, let sample else { return .possible }
            return .changed(value(sample))
        case .up:
            guard start != nil else { return .possible }
            record(transform, at: event.time)
            if !active, isActive(transform) { active = true }
            guard active, let sample else { return .failed }
            return .ended(value(sample))
        case .tick, .cancelled:
            return .failed
        }
    }

    /// Records the transform at `time`, with its velocities since the last event.
    private func record(_ transform: PointerTransform, at time: Date) {
        let elapsed = last.map { time.timeIntervalSince($0.time) } ?? 0
        let previous = last?.transform ?? PointerTransform()
        let start = start ?? .zero
        let size = geometry.frame.size
        sample = TransformSample(
            time: time, transform: transform,
            magnificationVelocity: elapsed > 0
                ? (transform.magnification - previous.magnification) / elapsed : 0,
            rotationVelocity: .radians(
                elapsed > 0 ? (transform.rotation.radians - previous.rotation.radians) / elapsed : 0),
            startLocation: start,
            startAnchor: UnitPoint(
                x: size.width > 0 ? start.x / size.width : 0, y: size.height > 0 ? start.y / size.height : 0))
        last = (transform, time)
    }
}
