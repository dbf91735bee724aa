import FacetTestSupport
import Foundation
import Observation
import Testing

@_spi(Inspection) @testable import FacetUICore

@Observable @MainActor private final class Model {
    var x = 0
    var y = 0
    var inner = 0
}

private struct Animated: View {
    let model: Model
    var body: some View {
        VStack {
            Text("pair \(model.x) \(model.y)").animation(.linear, value: model.x)
            // The opacity animates when y changes (so that completions wait for it).
            Text("plain \(model.x) \(model.y)").opacity(model.y % 2 == 0 ? 1 : 0.5)
        }
    }
}

private struct Inner: View {
    let model: Model
    var body: some View { Text("inner \(model.inner)") }
}

private struct Scoped: View {
    let model: Model
    var body: some View {
        VStack {
            Text("quiet \(model.x)").transaction { $0.animation = nil }
            Text("loud \(model.x)")
            Inner(model: model).transaction { $0.animation = .easeOut }
        }
    }
}

private struct BodyScoped: View {
    let model: Model
    var body: some View {
        Text("label \(model.x)").animation(.bouncy) { (content: PlaceholderContentView<Text>) in
            content.opacity(model.x == 0 ? 1 : 0.5)
        }
    }
}

@MainActor private final class Counter {
    var count = 0
}

private struct Inserting: View {
    let model: Model
    let calls: Counter
    var body: some View {
        VStack {
            Text("always").transaction { _ in calls.count += 1 }
            if model.x > 0 {
                Text("new \(model.x)").transaction { $0.animation = .linear }
            }
        }
    }
}

private struct DraggedCard: View {
    @GestureState(resetTransaction: Transaction(animation: .easeOut)) private var offset = CGSize.zero
    var body: some View {
        GestureStage(
            status: "drag \(Int(offset.width))",
            content: Color.red.gesture(
                DragGesture().updating($offset) { value, state, transaction in
                    state = value.translation
                    transaction.animation = .linear
                }))
    }
}

@MainActor @Suite struct TransactionRecordingTests {
    private func textString(_ text: Text) -> String {
        text.inspectedRuns.map(\.string).joined()
    }

    private func animation(of prefix: String, in host: HeadlessHost) -> Animation?? {
        host.node { node in node.typedView(as: Text.self).map { textString($0).hasPrefix(prefix) } ?? false }
            .map { $0.updateTransaction.animation }
    }

    @Test func withAnimationReachesTheViewsTheChangeUpdates() {
        let model = Model()
        let host = HeadlessHost(Animated(model: model), width: 30, height: 4)
        withAnimation(.easeIn) { model.y = 1 }
        host.flush()
        #expect(animation(of: "plain", in: host) == .some(.easeIn))
        #expect(animation(of: "pair", in: host) == .some(.easeIn), "x did not change: the modifier leaves it")
        model.y = 2
        host.flush()
        #expect(animation(of: "plain", in: host) == .some(nil))
        #expect(animation(of: "pair", in: host) == .some(nil))
    }

    @Test func animationValueModifierAnimatesWhenItsValueChanges() {
        let model = Model()
        let host = HeadlessHost(Animated(model: model), width: 30, height: 4)
        model.x = 1
        host.flush()
        #expect(animation(of: "pair", in: host) == .some(.linear))
        #expect(animation(of: "plain", in: host) == .some(nil), "only below the modifier")
        withAnimation(.easeIn) { model.x = 2 }
        host.flush()
        #expect(animation(of: "pair", in: host) == .some(.linear), "the modifier's animation wins")
        withTransaction(\.disablesAnimations, true) { model.x = 3 }
        host.flush()
        #expect(animation(of: "pair", in: host) == .some(nil), "disabled animations are not added")
        #expect(host.texts.contains("pair 3 0"))
    }

    @Test func transactionModifiersScopeTheirSubtree() {
        let model = Model()
        let host = HeadlessHost(Scoped(model: model), width: 30, height: 4)
        withAnimation(.easeIn) { model.x = 1 }
        host.flush()
        #expect(animation(of: "quiet", in: host) == .some(nil))
        #expect(animation(of: "loud", in: host) == .some(.easeIn))
        // A change below the modifier re-evaluates `Inner` alone: the modifier above still
        // applies.
        withAnimation(.easeIn) { model.inner = 1 }
        host.flush()
        #expect(animation(of: "inner", in: host) == .some(.easeOut))
    }

    @Test func animationBodyAnimatesOnlyWhatTheBodyAdds() throws {
        let model = Model()
        let host = HeadlessHost(BodyScoped(model: model), width: 30, height: 4)
        model.x = 1
        host.flush()
        #expect(animation(of: "label", in: host) == .some(nil), "the content is not animated")
        let opacity = try #require(host.node { $0.appliedModifier is ContainerContent })
        #expect(opacity.updateTransaction.animation == .bouncy)
    }

    @Test func bindingsWriteUnderTheirTransaction() {
        let model = Model()
        let host = HeadlessHost(Animated(model: model), width: 30, height: 4)
        let binding = Binding(get: { model.y }, set: { model.y = $0 }).animation(.snappy)
        binding.wrappedValue = 5
        host.flush()
        #expect(animation(of: "plain", in: host) == .some(.snappy))
        var transaction = Transaction()
        transaction.disablesAnimations = true
        let plain = Binding(get: { model.y }, set: { model.y = $0 }).transaction(transaction)
        plain.wrappedValue = 6
        host.flush()
        #expect(
            host.node { $0.typedView(as: Text.self).map { textString($0) == "plain 0 6" } ?? false }?
                .updateTransaction.disablesAnimations == true)
        #expect(binding.transaction.animation == .snappy)
    }

    @Test func completionsOfUpdatesWithoutAnimationRunAfterTheUpdate() {
        let model = Model()
        let host = HeadlessHost(Animated(model: model), width: 30, height: 4)
        var runs = 0
        withAnimation(nil) {
            model.y = 1
        } completion: {
            runs += 1
        }
        #expect(runs == 0)
        host.flush()
        #expect(runs == 1)
        #expect(host.texts.contains("plain 0 1"))
        host.flush()
        #expect(runs == 1, "once")
        withTransaction(\.disablesAnimations, true) {
            withAnimation(.linear) {
                model.y = 2
            } completion: {
                runs += 1
            }
        }
        host.flush()
        #expect(runs == 1, "the inner transaction animates")
    }

    @Test func completionsOfAnimatedUpdatesWaitForTheirAnimation() {
        let model = Model()
        let host = HeadlessHost(Animated(model: model), width: 30, height: 4)
        var runs = 0
        withAnimation(.linear) {
            model.y = 1
        } completion: {
            runs += 1
        }
        host.flush()
        #expect(runs == 0)
        #expect(host.graph.completionsAwaitingAnimation == 1)
        var transaction = Transaction(animation: .easeIn)
        transaction.disablesAnimations = true
        transaction.addAnimationCompletion { runs += 1 }
        withTransaction(transaction) { model.y = 2 }
        host.flush()
        #expect(runs == 1, "animations disabled: nothing to wait for")
    }

    @Test func insertedViewsAreBuiltUnderTheChangesTransaction() {
        let model = Model()
        let calls = Counter()
        let host = HeadlessHost(Inserting(model: model, calls: calls), width: 30, height: 4)
        #expect(calls.count == 0, "the first build applies no state change")
        withAnimation(.easeIn) { model.x = 1 }
        host.flush()
        #expect(animation(of: "new", in: host) == .some(.linear))
        #expect(host.texts.contains("new 1"))
    }

    @Test func gestureStateWritesAndResetsUnderTheirTransactions() {
        let host = HeadlessHost(DraggedCard(), width: 40, height: 10)
        host.pointer(.down, 5, 5, at: 0)
        host.pointer(.moved, 25, 5, at: 0.1)
        #expect(host.texts.first == "drag 20", "past the default minimum distance of 10")
        #expect(animation(of: "drag", in: host) == .some(.linear), "the updating callback's transaction")
        host.pointer(.up, 25, 5, at: 0.2)
        #expect(host.texts.first == "drag 0")
        #expect(animation(of: "drag", in: host) == .some(.easeOut), "the reset transaction")
    }
}
