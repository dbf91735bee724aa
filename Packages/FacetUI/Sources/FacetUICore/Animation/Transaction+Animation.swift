import Foundation

extension Transaction {
    /// Creates a transaction with an animation.
    ///
    /// ```swift
    /// withTransaction(Transaction(animation: .snappy)) { offset = 40 }
    /// ```
    public init(animation: Animation?) {
        self.init()
        self.animation = animation
    }

    /// The animation of the views the transaction changes, or `nil` for none.
    public var animation: Animation? {
        get { self[AnimationKey.self] }
        set { self[AnimationKey.self] = newValue }
    }

    /// Adds a completion to run when the transaction's animations are done (by `criteria`).
    ///
    /// An update made under a transaction without an animation (or with
    /// ``disablesAnimations``) runs its completions right after the update. An animated
    /// update keeps them until its animations finish: Facet runs them when the graph's
    /// frame clock, which evaluates animations over time, reports the end.
    ///
    /// ```swift
    /// var transaction = Transaction(animation: nil)
    /// transaction.addAnimationCompletion { print("applied") }
    /// withTransaction(transaction) { selection = 2 }
    /// ```
    public mutating func addAnimationCompletion(
        criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void
    ) {
        self[CompletionsKey.self].append(AnimationCompletion(criteria: criteria, action: completion))
    }

    /// The completions added to this transaction, in order.
    var completions: [AnimationCompletion] { self[CompletionsKey.self] }

    /// Adds a completion the caller keeps (to learn when its animations are done).
    mutating func appendCompletion(_ completion: AnimationCompletion) {
        self[CompletionsKey.self].append(completion)
    }

    /// Whether changes made under this transaction are animated.
    var isAnimated: Bool { animation != nil && !disablesAnimations }
}

private struct AnimationKey: TransactionKey {
    static var defaultValue: Animation? { nil }
}

private struct CompletionsKey: TransactionKey {
    static var defaultValue: [AnimationCompletion] { [] }
}

/// One completion handler of a transaction: run at most once, by whichever update or
/// animation finishes it first.
final class AnimationCompletion: @unchecked Sendable {
    let criteria: AnimationCompletionCriteria
    private var action: (() -> Void)?
    /// Whether a graph took the completion over (a state change was made under it).
    var isClaimed = false

    init(criteria: AnimationCompletionCriteria, action: @escaping () -> Void) {
        self.criteria = criteria
        self.action = action
    }

    /// How many animations started under the completion's transaction have not reached
    /// the completion's criteria yet (ended logically, or been removed).
    private(set) var animationsPending = 0
    /// Whether the completion's transaction was applied and it waits for its animations.
    var isWaiting = false

    /// Whether the completion has run.
    var hasRun: Bool { action == nil }

    /// Whether the completion waits for nothing more and should run.
    var isReady: Bool { isWaiting && animationsPending == 0 && !hasRun }

    /// Counts an animation started under the completion's transaction.
    func animationStarted() { animationsPending += 1 }

    /// Notes that one of its animations became logically complete (`removed: false`) or was
    /// removed (`removed: true`, reported once per animation, after any logical report).
    /// Returns whether the completion is ready to run.
    func animationReached(removed: Bool, wasLogicallyComplete: Bool) -> Bool {
        switch criteria.kind {
        case .logicallyComplete:
            if !removed || !wasLogicallyComplete { animationsPending -= 1 }
        case .removed:
            if removed { animationsPending -= 1 }
        }
        return isReady
    }

    /// Runs the completion, once.
    func run() {
        guard let action else { return }
        self.action = nil
        action()
    }
}
