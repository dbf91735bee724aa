import Foundation
import Testing

@testable import FacetUICore

private struct Source: TransactionKey { static let defaultValue = "none" }

@MainActor @Suite struct TransactionTests {
    @Test func keysAndAnimation() {
        var transaction = Transaction()
        #expect(transaction[Source.self] == "none")
        #expect(transaction.animation == nil && !transaction.disablesAnimations && !transaction.isContinuous)
        transaction[Source.self] = "drag"
        transaction.disablesAnimations = true
        transaction.isContinuous = true
        #expect(
            transaction[Source.self] == "drag" && transaction.disablesAnimations && transaction.isContinuous)
        #expect(Transaction(animation: .easeIn).animation == .easeIn)
        #expect(Transaction(animation: nil).animation == nil)
    }

    @Test func withTransactionMakesItCurrentForItsBody() {
        #expect(Transaction.current == nil)
        var outer = Transaction(animation: .linear)
        outer[Source.self] = "outer"
        let result = withTransaction(outer) { () -> Int in
            #expect(Transaction.current?[Source.self] == "outer")
            withAnimation(.easeOut) {
                #expect(Transaction.current?.animation == .easeOut)
                #expect(
                    Transaction.current?[Source.self] == "none", "an inner transaction replaces the outer")
            }
            #expect(Transaction.current?.animation == .linear)
            return 7
        }
        #expect(result == 7)
        #expect(Transaction.current == nil)
        withTransaction(\.disablesAnimations, true) {
            #expect(Transaction.current?.disablesAnimations == true)
        }
        withAnimation { #expect(Transaction.current?.animation == .default) }
    }

    @Test func errorsPassThrough() {
        struct Failure: Error {}
        #expect(throws: Failure.self) { try withAnimation { throw Failure() } }
        #expect(Transaction.current == nil)
    }

    @Test func completionsAreKeptWithTheTransaction() {
        var transaction = Transaction()
        var runs = 0
        transaction.addAnimationCompletion { runs += 1 }
        transaction.addAnimationCompletion(criteria: .removed) { runs += 10 }
        #expect(transaction.completions.count == 2)
        #expect(transaction.completions.map(\.criteria) == [.logicallyComplete, .removed])
        transaction.completions[0].run()
        transaction.completions[0].run()
        #expect(runs == 1, "a completion runs once")
    }

    @Test func aCompletionOfAChangeNoViewReadsRunsSoon() async throws {
        var ran = false
        withAnimation(.linear) {
        } completion: {
            ran = true
        }
        #expect(!ran, "not during the call")
        for _ in 0..<100 where !ran { try await Task.sleep(nanoseconds: 1_000_000) }
        #expect(ran)
    }
}
