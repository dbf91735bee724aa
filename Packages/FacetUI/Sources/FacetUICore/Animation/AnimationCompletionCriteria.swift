/// When an animation counts as complete for its completion handlers.
///
/// ```swift
/// withAnimation(.bouncy, completionCriteria: .removed) { isShown = false } completion: { cleanUp() }
/// ```
public struct AnimationCompletionCriteria: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case logicallyComplete
        case removed
    }

    let kind: Kind

    /// The animation has logically completed (a spring may still be settling).
    public static let logicallyComplete = AnimationCompletionCriteria(kind: .logicallyComplete)

    /// The animation has completed and been removed: nothing of it moves any more.
    public static let removed = AnimationCompletionCriteria(kind: .removed)
}
