import Foundation

/// A gesture that recognizes a magnification motion and tracks the amount of
/// magnification (the earlier form of ``MagnifyGesture``; its value is the scale).
///
/// ```swift
/// Image("map").gesture(MagnificationGesture().onChanged { scale = $0 })
/// ```
public struct MagnificationGesture: Gesture {
    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// Creates a magnification gesture with a given minimum delta for the gesture to
    /// start.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    /// The type representing the gesture's value.
    public typealias Value = CGFloat
    /// A magnification gesture is recognised by the system.
    public typealias Body = Never
}

extension MagnificationGesture: RecognizableGesture {
    // As ``MagnifyGesture``: recognised from a two-finger interaction; its value is the scale.
    func makeRecognizer() -> GestureRecognizer<CGFloat> {
        TransformRecognizer(isActive: { abs($0.magnification - 1) >= minimumScaleDelta }) {
            $0.transform.magnification
        }
    }
}
