import Foundation

/// A gesture that recognizes one or more taps.
///
/// ```swift
/// Circle().gesture(TapGesture(count: 2).onEnded { isOn.toggle() })
/// ```
public struct TapGesture: Gesture {
    /// The required number of tap events.
    public var count: Int

    /// Creates a tap gesture with the number of required taps.
    public init(count: Int = 1) { self.count = count }

    /// The type representing the gesture's value.
    public typealias Value = Void
    /// A tap gesture is recognised by the system.
    public typealias Body = Never
}

extension TapGesture: RecognizableGesture {
    func makeRecognizer() -> GestureRecognizer<Void> { TapRecognizer(count: count) { _, _ in () } }
}
