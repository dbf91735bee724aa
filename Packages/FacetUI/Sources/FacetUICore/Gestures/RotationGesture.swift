import Foundation

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation (the
/// earlier form of ``RotateGesture``; its value is the angle).
///
/// ```swift
/// Rectangle().gesture(RotationGesture().onChanged { angle = $0 })
/// ```
public struct RotationGesture: Gesture {
    /// The minimum delta required before the gesture starts.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture with a minimum delta for the gesture to start.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    /// The type representing the gesture's value.
    public typealias Value = Angle
    /// A rotation gesture is recognised by the system.
    public typealias Body = Never
}

extension RotationGesture: RecognizableGesture {
    // As ``RotateGesture``: recognised from a two-finger interaction; its value is the angle.
    func makeRecognizer() -> GestureRecognizer<Angle> {
        TransformRecognizer(isActive: { abs($0.rotation.radians) >= abs(minimumAngleDelta.radians) }) {
            $0.transform.rotation
        }
    }
}
