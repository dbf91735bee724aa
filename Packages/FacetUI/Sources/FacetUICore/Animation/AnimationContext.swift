/// What an animation is evaluated with: the state it keeps between evaluations, whether it
/// is logically complete, and the environment of the view it animates.
///
/// ```swift
/// func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
///     if time >= 0.5 { context.isLogicallyComplete = true }
///     return time >= 1 ? nil : value.scaled(by: time)
/// }
/// ```
public struct AnimationContext<Value: VectorArithmetic> {
    /// The values the animation keeps between evaluations.
    public var state: AnimationState<Value>

    /// Whether the animation has finished logically (its completion handlers with
    /// `.logicallyComplete` criteria may run) though it may still move.
    public var isLogicallyComplete: Bool

    let environmentValues: EnvironmentValues

    /// The environment of the view the animation runs in.
    public var environment: EnvironmentValues { environmentValues }

    /// Creates a context with empty state (what the graph's frame clock makes for each
    /// animated value).
    init(
        state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false,
        environment: EnvironmentValues = EnvironmentValues()
    ) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
        self.environmentValues = environment
    }

    /// This context with another state (for an animation that evaluates another animation
    /// on a different value type).
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        AnimationContext<T>(
            state: state, isLogicallyComplete: isLogicallyComplete, environment: environmentValues)
    }
}

// The environment and state are read on the main actor, where animations are evaluated.
extension AnimationContext: @unchecked Sendable {}
