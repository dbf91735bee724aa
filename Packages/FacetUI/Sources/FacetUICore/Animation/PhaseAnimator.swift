import Foundation

/// A container that animates its content through a sequence of phases: it starts at the
/// first phase and, without a trigger, moves on to the next each time the animation to the
/// current one is logically complete, cycling forever; with a trigger, it runs through every
/// phase and back to the first once each time the trigger's value changes.
///
/// ```swift
/// PhaseAnimator([false, true]) { isLarge in
///     Text("❤️").scaleEffect(isLarge ? 1.5 : 1)
/// } animation: { isLarge in
///     isLarge ? .easeOut(duration: 0.3) : .easeIn(duration: 0.5)
/// }
/// ```
public struct PhaseAnimator<Phase: Equatable, Content: View>: View, PrimitiveView {
    let phases: [Phase]
    let trigger: AnimatorTrigger?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?

    /// Cycles through `phases` each time `trigger` changes, animating the change to each
    /// phase with `animation(phase)`.
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = AnimatorTrigger(trigger)
        self.content = content
        self.animation = animation
    }

    /// Cycles through `phases` continuously, animating the change to each phase with
    /// `animation(phase)`.
    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = nil
        self.content = content
        self.animation = animation
    }

    public typealias Body = Never

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        PhaseAnimatorNode(self, graph: graph, parent: parent, environment: environment)
    }
}

extension View {
    /// Animates this view through `phases` each time `trigger` changes: `content` builds it
    /// at each phase around a placeholder for this view.
    ///
    /// ```swift
    /// Image(systemName: "bell").phaseAnimator([0.0, -15, 15, 0], trigger: count) { bell, angle in
    ///     bell.rotationEffect(.degrees(angle))
    /// }
    /// ```
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: self, restoresTransaction: false)
        return PhaseAnimator(
            phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
    }

    /// Animates this view through `phases` continuously.
    ///
    /// ```swift
    /// Circle().phaseAnimator([0.4, 1]) { dot, opacity in dot.opacity(opacity) }
    /// ```
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: self, restoresTransaction: false)
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }
}

/// An animator's trigger value (phase and keyframe animators), compared with the next one.
struct AnimatorTrigger {
    let value: Any
    let isEqual: (Any) -> Bool

    init<T: Equatable>(_ value: T) {
        self.value = value
        isEqual = { ($0 as? T) == value }
    }

    /// Whether an update from `old` to `new` changed the trigger's value.
    static func fired(from old: AnimatorTrigger?, to new: AnimatorTrigger?) -> Bool {
        guard let old, let new else { return false }
        return !new.isEqual(old.value)
    }
}

/// The node of a ``PhaseAnimator``: its child is the content at the current phase; each step
/// updates it under the phase's animation, with a completion that asks for the next step.
@MainActor
final class PhaseAnimatorNode<Phase: Equatable, Content: View>: TypedNode<PhaseAnimator<Phase, Content>> {
    override class var comparesValue: Bool { false }

    private var index = 0
    /// The phases left in a triggered run (the last is the first phase, back at rest).
    private var remaining = 0
    private var stepPending = false
    private var frameRequest: FrameRequest?
    private var completion: AnimationCompletion?

    private var isContinuous: Bool { value.trigger == nil }

    override func mount() {
        guard !value.phases.isEmpty else {
            graph.warn("PhaseAnimator needs at least one phase; it shows nothing")
            return
        }
        children = [graph.makeNode(for: content, parent: self, environment: environment)]
        if isContinuous, value.phases.count > 1 { scheduleStep(nextFrame: false) }
    }

    override func update(with view: any View, environment: EnvironmentValues) {
        let oldTrigger = value.trigger
        super.update(with: view, environment: environment)
        if AnimatorTrigger.fired(from: oldTrigger, to: value.trigger), value.phases.count > 1 {
            remaining = value.phases.count
            if completion == nil { scheduleStep(nextFrame: false) }
        }
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        guard !value.phases.isEmpty else { return }
        index = min(index, value.phases.count - 1)
        reconcileOnlyChild(with: content)
    }

    override func invalidated() {
        graph.clearDirty(self)
        guard stepPending else { return }
        stepPending = false
        step()
    }

    override func didUnmount() {
        frameRequest?.cancel()
        completion = nil
    }

    private var content: Content { value.content(value.phases[index]) }

    /// Moves to the next phase under its animation; the animation's logical completion
    /// schedules the step after it.
    private func step() {
        guard isMounted, value.phases.count > 1, isContinuous || remaining > 0 else { return }
        if !isContinuous { remaining -= 1 }
        index = (index + 1) % value.phases.count
        let next = AnimationCompletion(criteria: .logicallyComplete) { [weak self] in
            guard let self, self.completion != nil else { return }
            self.completion = nil
            self.scheduleStep(nextFrame: false)
        }
        completion = next
        graph.transactions.scoped({ transaction in
            transaction = Transaction(animation: value.animation(value.phases[index]))
            transaction.appendCompletion(next)
        }) {
            reconcileOnlyChild(with: content)
        }
        next.isWaiting = true
        if next.animationsPending == 0 {
            // Nothing animated: the next phase comes at the next frame, not in a loop.
            completion = nil
            scheduleStep(nextFrame: true)
        }
    }

    private func scheduleStep(nextFrame: Bool) {
        guard isContinuous || remaining > 0 else { return }
        stepPending = true
        guard nextFrame else { return graph.markDirty(self) }
        frameRequest?.cancel()
        frameRequest = graph.frameClock.requestFrame(for: self) { [unowned self] _ in graph.markDirty(self) }
    }
}
