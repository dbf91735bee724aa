import Foundation

/// Builds the keyframes of a track from the keyframes written in a closure, in order.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    /// A keyframe as written.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    /// The keyframes of a `for` loop, one after the other.
    public static func buildArray(_ components: [some KeyframeTrackContent<Value>])
        -> some KeyframeTrackContent<Value>
    {
        KeyframeSequence(elements: components)
    }

    /// The keyframes of an `if`'s first branch.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
        first component: First
    ) -> Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
        Conditional(storage: .first(component))
    }

    /// The keyframes of an `if`'s second branch.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
        second component: Second
    ) -> Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
        Conditional(storage: .second(component))
    }

    /// The first keyframes of a block.
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value {
        first
    }

    /// The keyframes so far, then `next`.
    public static func buildPartialBlock(
        accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
    ) -> some KeyframeTrackContent<Value> {
        KeyframePair(first: accumulated, second: next)
    }

    /// No keyframes.
    public static func buildBlock() -> some KeyframeTrackContent<Value> {
        KeyframeSequence<MoveKeyframe<Value>>(elements: [])
    }

    /// The keyframes of one branch of an `if`/`else`.
    public struct Conditional<ConditionalValue, First: KeyframeTrackContent, Second: KeyframeTrackContent>:
        KeyframeTrackContent
    where ConditionalValue == First.Value, First.Value == Second.Value {
        enum Storage {
            case first(First)
            case second(Second)
        }
        let storage: Storage

        public var body: Self { self }

        public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<ConditionalValue>) {
            switch storage {
            case .first(let content): content._resolve(into: &resolved)
            case .second(let content): content._resolve(into: &resolved)
            }
        }
    }
}

/// Two runs of keyframes, one after the other.
struct KeyframePair<First: KeyframeTrackContent, Second: KeyframeTrackContent>: KeyframeTrackContent
where First.Value == Second.Value {
    typealias Value = First.Value
    let first: First
    let second: Second

    var body: Self { self }

    func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        first._resolve(into: &resolved)
        second._resolve(into: &resolved)
    }
}

/// Runs of keyframes from a loop, one after the other.
struct KeyframeSequence<Element: KeyframeTrackContent>: KeyframeTrackContent {
    typealias Value = Element.Value
    let elements: [Element]

    var body: Self { self }

    func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        for element in elements { element._resolve(into: &resolved) }
    }
}
