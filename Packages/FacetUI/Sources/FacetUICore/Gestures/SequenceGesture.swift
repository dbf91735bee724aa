import Foundation

/// A gesture that's a sequence of two gestures: the second is recognised only after the
/// first has succeeded.
///
/// ```swift
/// LongPressGesture().sequenced(before: DragGesture())
/// ```
@frozen
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of a sequence gesture that helps to detect whether the first gesture
    /// succeeded, so the second gesture can start.
    @frozen public enum Value {
        /// The first gesture hasn't ended.
        case first(First.Value)
        /// The first gesture has ended.
        case second(First.Value, Second.Value?)
    }

    /// The first gesture in a sequence of two gestures.
    public var first: First
    /// The second gesture in a sequence of two gestures.
    public var second: Second

    /// Creates a sequence gesture with two gestures.
    public init(_ first: First, _ second: Second) {
        (self.first, self.second) = (first, second)
    }

    /// The gesture is recognised by its two gestures.
    public typealias Body = Never
}

extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}
extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
    /// Sequences a gesture with another one to create a new gesture, which results in the
    /// second gesture only receiving events after the first gesture succeeds.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}

extension SequenceGesture: RecognizableGesture {
    func makeRecognizer() -> GestureRecognizer<Value> {
        SequenceRecognizer(first.recognizer(), second.recognizer())
    }
}

@_spi(Inspection)
extension SequenceGesture: ComposedGesture {
    public var firstGesture: any Gesture { first }
    public var secondGesture: any Gesture { second }
}

/// The first gesture until it ends, then the second: when the first ends with the pointer
/// still pressed, the second starts with a press where the pointer is.
@MainActor
final class SequenceRecognizer<A: Gesture, B: Gesture>: PairRecognizer<
    A.Value, B.Value, SequenceGesture<A, B>.Value
>
{
    typealias Value = SequenceGesture<A, B>.Value
    private var firstValue: A.Value?
    private var isPressed = false
    /// Where the pointer last was (a tick carries no location).
    private var pointerLocation = CGPoint.zero

    override var deadline: Date? { firstValue == nil ? first.deadline : second.deadline }

    override func handle(_ event: PointerEvent) -> GestureOutput<Value> {
        switch event.phase {
        case .down, .moved: isPressed = true
        case .up, .cancelled: isPressed = false
        case .tick: break
        }
        if event.phase != .tick { pointerLocation = event.location }
        guard let firstValue else { return handleFirst(event) }
        return second.handle(event).map { Value.second(firstValue, $0) }
    }

    private func handleFirst(_ event: PointerEvent) -> GestureOutput<Value> {
        switch first.handle(event) {
        case .possible: return .possible
        case .failed: return .failed
        case .changed(let value): return .changed(.first(value))
        case .ended(let value):
            firstValue = value
            guard isPressed else { return .changed(.second(value, nil)) }
            let started = second.handle(PointerEvent(.down, at: pointerLocation, time: event.time))
            switch started {
            case .possible: return .changed(.second(value, nil))
            default: return started.map { Value.second(value, $0) }
            }
        }
    }

}
