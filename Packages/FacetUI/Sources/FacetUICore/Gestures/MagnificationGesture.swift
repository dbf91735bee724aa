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
    // A pointer cannot pinch: the gesture fails, leaving the pointer to other gestures.
    func makeRecognizer() -> GestureRecognizer<CGFloat> { FailingRecognizer() }
}
