import Foundation

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation.
///
/// Only a backend with a two-finger input (GTK's rotate gesture) produces it; in a
/// terminal it never succeeds.
///
/// ```swift
/// Rectangle().gesture(RotateGesture().onChanged { angle = $0.rotation })
/// ```
public struct RotateGesture: Gesture {
    /// The type representing the gesture's value.
    public struct Value: Equatable, Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The relative amount that the gesture has rotated by.
        public var rotation: Angle
        /// The current rotation velocity.
        public var velocity: Angle
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint

        @_spi(Inspection)
        public init(
            time: Date, rotation: Angle, velocity: Angle, startAnchor: UnitPoint, startLocation: CGPoint
        ) {
            self.time = time
            self.rotation = rotation
            self.velocity = velocity
            self.startAnchor = startAnchor
            self.startLocation = startLocation
        }
    }

    /// The minimum delta required before the gesture succeeds.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture with a minimum delta for the gesture to start.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    /// A rotate gesture is recognised by the system.
    public typealias Body = Never
}

extension RotateGesture: RecognizableGesture {
    // A single pointer cannot rotate: the gesture fails on its events, leaving them to the
    // other gestures; a two-finger interaction (GTK's rotate gesture) is recognised.
    func makeRecognizer() -> GestureRecognizer<Value> {
        TransformRecognizer(isActive: { abs($0.rotation.radians) >= abs(minimumAngleDelta.radians) }) {
            sample in
            Value(
                time: sample.time, rotation: sample.transform.rotation, velocity: sample.rotationVelocity,
                startAnchor: sample.startAnchor, startLocation: sample.startLocation)
        }
    }
}
