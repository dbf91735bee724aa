import Dispatch
import FacetCombine

/// Performs an action when a publisher emits (`.onReceive(_:perform:)`; "onReceive" for
/// inspection tools).
@_spi(Inspection)
public struct SubscriptionModifier<P: Publisher>: ViewModifier, PrimitiveModifier, InspectableModifier
where P.Failure == Never {
    /// The publisher subscribed to.
    public let publisher: P
    /// The action, run on the main actor with each value.
    public let action: (P.Output) -> Void
    public typealias Body = Never

    /// "onReceive".
    public var modifierName: String { "onReceive" }

    func makeNode<Content: View>(
        content: ModifiedContent<Content, Self>, graph: ViewGraph, parent: ViewNode,
        environment: EnvironmentValues
    ) -> ViewNode {
        SubscriptionNode(content, graph: graph, parent: parent, environment: environment) { $0.content }
    }
}

/// Subscribes after the transaction that mounted it, and cancels when it leaves the graph.
/// A value runs the view's latest action on the main actor: at once when it comes on the main
/// queue, otherwise queued there. A different publisher (another object, or a value with
/// other contents) in a later update replaces the subscription.
@MainActor
final class SubscriptionNode<Content: View, P: Publisher>: WrapperNode<
    ModifiedContent<Content, SubscriptionModifier<P>>, Content
>
where P.Failure == Never {
    private var subscription: AnyCancellable?
    /// The publisher subscribed to; values of an earlier one are not delivered.
    private var subscribed: P?
    /// Counts the subscriptions made: a value queued for the main actor is delivered only if
    /// its subscription is still the current one.
    private var generation = 0

    override func mount() {
        super.mount()
        graph.afterCommit { [weak self] in self?.subscribe() }
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        super.didUpdate(valueChanged: valueChanged, environmentChanged: environmentChanged)
        guard let subscribed, !Self.isSame(subscribed, value.modifier.publisher) else { return }
        cancel()
        graph.afterCommit { [weak self] in self?.subscribe() }
    }

    override func didUnmount() { cancel() }

    private func cancel() {
        generation += 1
        subscription?.cancel()
        subscription = nil
        subscribed = nil
    }

    private func subscribe() {
        guard isMounted, subscribed == nil else { return }
        let publisher = value.modifier.publisher
        subscribed = publisher
        generation += 1
        let generation = generation
        // A publisher may send while `sink` subscribes (`Just`, a `CurrentValueSubject`).
        subscription = publisher.sink { [weak self] output in
            let output = UncheckedSendable(output)
            ViewGraph.observedChange { self?.deliver(output.value, generation: generation) }
        }
    }

    private func deliver(_ output: P.Output, generation: Int) {
        guard isMounted, generation == self.generation else { return }
        value.modifier.action(output)
    }

    /// Whether two publishers are the same: one object, or values with the same contents
    /// (compared as stored, as SwiftUI compares them: a publisher value holding a new closure
    /// is a new publisher).
    private static func isSame(_ a: P, _ b: P) -> Bool {
        if P.self is AnyClass { return (a as AnyObject) === (b as AnyObject) }
        var a = a
        var b = b
        return withUnsafeBytes(of: &a) { a in withUnsafeBytes(of: &b) { b in a.elementsEqual(b) } }
    }
}

extension View {
    /// Adds an action to perform when this view detects data emitted by the given publisher.
    ///
    /// ```swift
    /// struct Clock: View {
    ///     @State private var ticks = 0
    ///     let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    ///     var body: some View {
    ///         Text("\(ticks)").onReceive(timer) { _ in ticks += 1 }
    ///     }
    /// }
    /// ```
    ///
    /// The view subscribes when it appears and cancels when it disappears; `action` runs on
    /// the main actor, and a state change it makes updates the view as an action's would.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void)
        -> some View
    where P.Failure == Never {
        modifier(SubscriptionModifier(publisher: publisher, action: action))
    }
}
