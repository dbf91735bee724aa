import Foundation

/// A gesture that consists of two gestures where only one of them can succeed: the first
/// has precedence, the second is recognised only once the first has failed.
///
/// ```swift
/// TapGesture(count: 2).exclusively(before: TapGesture())
/// ```
@frozen
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of an exclusive gesture that indicates which of two gestures succeeded.
    @frozen public enum Value {
        /// The first of two gestures succeeded.
        case first(First.Value)
        /// The second of two gestures succeeded.
        case second(Second.Value)
    }

    /// The first of two gestures.
    public var first: First
    /// The second of two gestures.
    public var second: Second

    /// Creates a gesture from two gestures where only one of them succeeds.
    public init(_ first: First, _ second: Second) {
        (self.first, self.second) = (first, second)
    }

    /// The gesture is recognised by its two gestures.
    public typealias Body = Never
}

extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}
extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}

extension Gesture {
    /// Combines two gestures exclusively to create a new gesture where only one gesture
    /// succeeds, giving precedence to the first gesture.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

extension ExclusiveGesture: RecognizableGesture {
    func makeRecognizer() -> GestureRecognizer<Value> {
        ExclusiveRecognizer(first.recognizer(), second.recognizer(), first: Value.first, second: Value.second)
    }
}

@_spi(Inspection)
extension ExclusiveGesture: ComposedGesture {
    public var firstGesture: any Gesture { first }
    public var secondGesture: any Gesture { second }
}

/// Two gestures where the first has precedence: the second's results wait until the first
/// has failed; once one is recognised, the other is ended.
@MainActor
final class ExclusiveRecognizer<A, B, Value>: PairRecognizer<A, B, Value> {
    private let wrapFirst: (A) -> Value
    private let wrapSecond: (B) -> Value
    private enum Winner { case none, first, second }
    private var winner = Winner.none
    private var firstFailed = false
    private var secondState: GestureOutput<B> = .possible
    /// The second gesture's latest result while the first was still possible.
    private var pending: GestureOutput<B>?

    init(
        _ first: GestureRecognizer<A>, _ second: GestureRecognizer<B>,
        first wrapFirst: @escaping (A) -> Value, second wrapSecond: @escaping (B) -> Value
    ) {
        self.wrapFirst = wrapFirst
        self.wrapSecond = wrapSecond
        super.init(first, second)
    }

    override var deadline: Date? {
        switch winner {
        case .first: return first.deadline
        case .second: return second.deadline
        case .none:
            return [firstFailed ? nil : first.deadline, secondState.isFinal ? nil : second.deadline]
                .compactMap { $0 }.min()
        }
    }

    override func handle(_ event: PointerEvent) -> GestureOutput<Value> {
        switch winner {
        case .first: return first.handle(event).map(wrapFirst)
        case .second: return second.handle(event).map(wrapSecond)
        case .none: break
        }
        if !firstFailed {
            let output = first.handle(event)
            if output.isRecognized {
                winner = .first
                second.end()
                return output.map(wrapFirst)
            }
            if case .failed = output { firstFailed = true }
        }
        if !secondState.isFinal {
            secondState = second.handle(event)
            if secondState.isRecognized { pending = secondState }
        }
        if firstFailed {
            if let result = secondState.isRecognized ? secondState : pending {
                winner = .second
                first.end()
                pending = nil
                return result.map(wrapSecond)
            }
            if case .failed = secondState { return .failed }
        }
        return .possible
    }

    override func commit() {
        switch winner {
        case .first: first.commit()
        case .second: second.commit()
        case .none: break
        }
    }

}
