import Foundation

/// A gesture that recognizes a magnification motion and tracks the amount of
/// magnification.
///
/// Only a backend with a pinch input (GTK's zoom gesture on a touchpad or touch screen)
/// produces it; in a terminal it never succeeds.
///
/// ```swift
/// Image("map").gesture(MagnifyGesture().onChanged { scale = $0.magnification })
/// ```
public struct MagnifyGesture: Gesture {
    /// The type representing the gesture's value.
    public struct Value: Equatable, Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The relative amount that the gesture has magnified by.
        public var magnification: CGFloat
        /// The current magnification velocity.
        public var velocity: CGFloat
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint

        @_spi(Inspection)
        public init(
            time: Date, magnification: CGFloat, velocity: CGFloat, startAnchor: UnitPoint,
            startLocation: CGPoint
        ) {
            self.time = time
            self.magnification = magnification
            self.velocity = velocity
            self.startAnchor = startAnchor
            self.startLocation = startLocation
        }
    }

    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// Creates a gesture with a minimum scale delta that must occur before the gesture
    /// starts.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    /// A magnify gesture is recognised by the system.
    public typealias Body = Never
}

extension MagnifyGesture: RecognizableGesture {
    // A single pointer cannot pinch: the gesture fails on its events, leaving them to the
    // other gestures; a two-finger interaction (GTK's zoom gesture) is recognised.
    func makeRecognizer() -> GestureRecognizer<Value> {
        TransformRecognizer(isActive: { abs($0.magnification - 1) >= minimumScaleDelta }) { sample in
            Value(
                time: sample.time, magnification: sample.transform.magnification,
                velocity: sample.magnificationVelocity, startAnchor: sample.startAnchor,
                startLocation: sample.startLocation)
        }
    }
}
