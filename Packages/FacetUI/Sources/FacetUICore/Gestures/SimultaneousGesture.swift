import Foundation

/// A gesture containing two gestures that can happen at the same time with neither of
/// them preceding the other.
///
/// ```swift
/// MagnificationGesture().simultaneously(with: RotationGesture())
/// ```
@frozen
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of a simultaneous gesture that indicates which of its two gestures
    /// receives events.
    @frozen public struct Value {
        /// The value of the first gesture.
        public var first: First.Value?
        /// The value of the second gesture.
        public var second: Second.Value?

        @_spi(Inspection)
        public init(firstValue first: First.Value?, secondValue second: Second.Value?) {
            self.first = first
            self.second = second
        }
    }

    /// The first of two gestures that can happen simultaneously.
    public var first: First
    /// The second of two gestures that can happen simultaneously.
    public var second: Second

    /// Creates a gesture with two gestures that can receive updates or succeed
    /// independently of each other.
    public init(_ first: First, _ second: Second) {
        (self.first, self.second) = (first, second)
    }

    /// The gesture is recognised by its two gestures.
    public typealias Body = Never
}

extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}
extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}

extension Gesture {
    /// Combines a gesture with another gesture to create a new gesture that recognizes both
    /// gestures at the same time.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}

extension SimultaneousGesture: RecognizableGesture {
    func makeRecognizer() -> GestureRecognizer<Value> {
        SimultaneousRecognizer(first.recognizer(), second.recognizer())
    }
}

@_spi(Inspection)
extension SimultaneousGesture: ComposedGesture {
    public var firstGesture: any Gesture { first }
    public var secondGesture: any Gesture { second }
}

/// Both gestures receive every event; the value holds the latest value of each.
@MainActor
final class SimultaneousRecognizer<A, B>: PairRecognizer<A.Value, B.Value, SimultaneousGesture<A, B>.Value>
where A: Gesture, B: Gesture {
    typealias Value = SimultaneousGesture<A, B>.Value
    private var firstState: GestureOutput<A.Value> = .possible
    private var secondState: GestureOutput<B.Value> = .possible
    private var firstValue: A.Value?
    private var secondValue: B.Value?

    override var deadline: Date? {
        [firstState.isFinal ? nil : first.deadline, secondState.isFinal ? nil : second.deadline]
            .compactMap { $0 }.min()
    }

    override func handle(_ event: PointerEvent) -> GestureOutput<Value> {
        var changed = false
        if !firstState.isFinal {
            firstState = first.handle(event)
            if case .changed(let value) = firstState { (firstValue, changed) = (value, true) }
            if case .ended(let value) = firstState { (firstValue, changed) = (value, true) }
        }
        if !secondState.isFinal {
            secondState = second.handle(event)
            if case .changed(let value) = secondState { (secondValue, changed) = (value, true) }
            if case .ended(let value) = secondState { (secondValue, changed) = (value, true) }
        }
        let value = Value(firstValue: firstValue, secondValue: secondValue)
        if firstState.isFinal, secondState.isFinal {
            return firstValue == nil && secondValue == nil ? .failed : .ended(value)
        }
        return changed ? .changed(value) : .possible
    }

}
