import Foundation

/// A container that plays keyframes on a value and shows its content at each frame's value:
/// from the start each time `trigger` changes, or continuously (`repeating`).
///
/// ```swift
/// struct Values { var scale = 1.0; var lift = 0.0 }
///
/// KeyframeAnimator(initialValue: Values(), trigger: likes) { values in
///     Text("♥").scaleEffect(values.scale).offset(y: values.lift)
/// } keyframes: { _ in
///     KeyframeTrack(\.scale) { SpringKeyframe(1.4, duration: 0.2); SpringKeyframe(1, duration: 0.4) }
///     KeyframeTrack(\.lift) { CubicKeyframe(-2, duration: 0.3); CubicKeyframe(0, duration: 0.3) }
/// }
/// ```
///
/// The content is evaluated each frame the keyframes play, with the value they give; when a
/// triggered run ends, the content keeps the last keyframes' value.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View, PrimitiveView
where Value == KeyframePath.Value {
    let initialValue: Value
    let trigger: AnimatorTrigger?
    let repeating: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    /// Plays `keyframes` each time `trigger` changes.
    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.trigger = AnimatorTrigger(trigger)
        self.repeating = false
        self.content = content
        self.keyframes = keyframes
    }

    /// Plays `keyframes` as the view appears: over and over when `repeating`, else once.
    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.trigger = nil
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }

    public typealias Body = Never

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        KeyframeAnimatorNode(self, graph: graph, parent: parent, environment: environment)
    }
}

extension View {
    /// Plays `keyframes` on a value each time `trigger` changes, building this view from the
    /// value with `content`.
    ///
    /// ```swift
    /// Image(systemName: "star").keyframeAnimator(initialValue: 1.0, trigger: taps) { star, scale in
    ///     star.scaleEffect(scale)
    /// } keyframes: { _ in
    ///     SpringKeyframe(1.5, duration: 0.2)
    ///     SpringKeyframe(1, duration: 0.3)
    /// }
    /// ```
    public func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: self, restoresTransaction: false)
        return KeyframeAnimator(
            initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) },
            keyframes: keyframes)
    }

    /// Plays `keyframes` on a value as this view appears, over and over when `repeating`.
    public func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: self, restoresTransaction: false)
        return KeyframeAnimator(
            initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) },
            keyframes: keyframes)
    }
}

/// The node of a ``KeyframeAnimator``: while keyframes play, a repeating frame request
/// evaluates them at each frame's time and rebuilds the content from the value.
@MainActor
final class KeyframeAnimatorNode<Value, Path: Keyframes, Content: View>: TypedNode<
    KeyframeAnimator<Value, Path, Content>
>
where Value == Path.Value {
    override class var comparesValue: Bool { false }

    private lazy var current = value.initialValue
    private var run: (keyframes: _ResolvedKeyframes<Value>, from: Value, start: Date)?
    private var request: FrameRequest?

    override func mount() {
        children = [graph.makeNode(for: value.content(current), parent: self, environment: environment)]
        if value.trigger == nil { play() }
    }

    override func update(with view: any View, environment: EnvironmentValues) {
        let oldTrigger = value.trigger
        super.update(with: view, environment: environment)
        if AnimatorTrigger.fired(from: oldTrigger, to: value.trigger) { play() }
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) { rebuild() }

    override func invalidated() {
        graph.clearDirty(self)
        rebuild()
    }

    override func didUnmount() { request?.cancel() }

    private func rebuild() {
        graph.counters.bodiesEvaluated += 1
        reconcileOnlyChild(with: value.content(current))
    }

    /// Starts the keyframes from the current value.
    private func play() {
        var keyframes = _ResolvedKeyframes<Value>()
        value.keyframes(current)._resolve(into: &keyframes, initialValue: current, initialVelocity: nil)
        run = (keyframes, current, graph.frameClock.now)
        guard request?.isActive != true else { return }
        request = graph.frameClock.requestFrame(repeating: true, for: self) { [unowned self] time in
            advance(to: time)
        }
    }

    private func advance(to time: Date) {
        guard let run else { return }
        var elapsed = time.timeIntervalSince(run.start)
        let duration = run.keyframes.duration
        let repeats = value.trigger == nil && value.repeating && duration > 0
        if repeats { elapsed = elapsed.truncatingRemainder(dividingBy: duration) }
        current = run.keyframes.value(at: min(elapsed, duration), from: run.from)
        if !repeats, elapsed >= duration {
            self.run = nil
            request?.cancel()
            request = nil
        }
        graph.markDirty(self)
    }
}
