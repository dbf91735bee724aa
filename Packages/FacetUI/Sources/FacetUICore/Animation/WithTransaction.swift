import Dispatch
import Foundation

/// Runs `body` with `transaction` as the transaction of the state changes it makes, and
/// returns its result.
///
/// ```swift
/// var transaction = Transaction(animation: .easeIn)
/// transaction.disablesAnimations = true
/// withTransaction(transaction) { count += 1 }
/// ```
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows
    -> Result
{
    let result = try Transaction.$current.withValue(transaction, operation: body)
    TransactionCompletions.runUnclaimed(transaction.completions)
    return result
}

/// Runs `body` with a transaction whose value at `keyPath` is `value`.
///
/// ```swift
/// withTransaction(\.disablesAnimations, true) { selection = nil }
/// ```
public func withTransaction<R, V>(
    _ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R
) rethrows -> R {
    var transaction = Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

/// Runs `body` so that the views its state changes affect animate with `animation`, and
/// returns its result.
///
/// ```swift
/// Button("Flip") { withAnimation { isFlipped.toggle() } }
/// withAnimation(.spring(duration: 0.4, bounce: 0.3)) { offset = .zero }
/// ```
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows
    -> Result
{
    try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` so that the views its state changes affect animate with `animation`, then
/// `completion` once those animations are complete by `completionCriteria`.
///
/// When nothing is animated (`animation` is `nil`, or no view depends on what `body`
/// changed) the completion runs right after the update. An animated update keeps it until
/// its animations finish (see ``Transaction/addAnimationCompletion(criteria:_:)``).
///
/// ```swift
/// withAnimation(.easeOut(duration: 0.2)) {
///     isShown = false
/// } completion: {
///     message = nil
/// }
/// ```
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(transaction, body)
}

enum TransactionCompletions {
    /// Runs, on the main queue's next turn, the completions no graph took over: `body`
    /// changed nothing that a view depends on, so nothing is updated or animated.
    static func runUnclaimed(_ completions: [AnimationCompletion]) {
        let unclaimed = completions.filter { !$0.isClaimed }
        guard !unclaimed.isEmpty else { return }
        DispatchQueue.main.async {
            for completion in unclaimed where !completion.isClaimed { completion.run() }
        }
    }
}
