import Foundation

/// The running animations of one node's value: the value the view last wrote (the model)
/// and, for each animated change to it, the animation moving the presented value across
/// that change.
///
/// Animations add up, as SwiftUI's do: each one animates its own change (the difference
/// between the data before and after it), and the presented data is the model's minus what
/// every animation still has to cover. A change made while others run starts from where
/// the value is, so the motion stays continuous; an animation that merges with the one
/// before it (springs do) takes over what that one had left, with its velocity.
@MainActor
class ValueAnimationTrack<Value> {
    /// The value as last written by the view (what the animations head for).
    var model: Value!

    /// Whether any animation still runs.
    var isRunning: Bool { false }

    /// Sets the model to `new`, animating the change of its data from the current model with
    /// `animation` from `time`; returns whether the data changed (an animation started).
    func animate(
        to new: Value, with animation: Animation, completions: [AnimationCompletion],
        environment: EnvironmentValues, at time: Date
    ) -> Bool { false }

    /// The model with the data the animations reached at their last step.
    func presented() -> Value { model }

    /// Moves every animation to `time`, dropping those that finished; returns the
    /// completions that became ready to run.
    func step(to time: Date) -> [AnimationCompletion] { [] }

    /// Ends every animation (the node left the graph); returns the completions that became
    /// ready to run.
    func cancel() -> [AnimationCompletion] { [] }
}

/// A track whose value animates data of type `Data`.
@MainActor
final class TypedAnimationTrack<Value, Data: VectorArithmetic>: ValueAnimationTrack<Value> {
    /// One animated change.
    private struct Segment {
        let animation: Animation
        /// The change of the data this animation covers.
        var delta: Data
        let start: Date
        var context: AnimationContext<Data>
        var completions: [AnimationCompletion]
        /// What the animation still had to cover at its last step.
        var remaining: Data
        var isLogicallyComplete = false
    }

    private let read: (Value) -> Data
    private let write: (inout Value, Data) -> Void
    private var segments: [Segment] = []
    /// The sum of the segments' `remaining`.
    private var remaining = Data.zero

    init(read: @escaping (Value) -> Data, write: @escaping (inout Value, Data) -> Void) {
        (self.read, self.write) = (read, write)
    }

    override var isRunning: Bool { !segments.isEmpty }

    override func animate(
        to new: Value, with animation: Animation, completions: [AnimationCompletion],
        environment: EnvironmentValues, at time: Date
    ) -> Bool {
        let old = read(model)
        model = new
        var delta = read(new) - old
        guard delta != .zero else { return false }
        var context = AnimationContext<Data>(environment: environment)
        var inherited: [AnimationCompletion] = []
        if let last = segments.last,
            animation.shouldMerge(
                previous: last.animation, value: last.delta, time: time.timeIntervalSince(last.start),
                context: &context)
        {
            delta += last.remaining
            remaining -= last.remaining
            inherited = last.completions
            segments.removeLast()
        }
        for completion in completions { completion.animationStarted() }
        segments.append(
            Segment(
                animation: animation, delta: delta, start: time, context: context,
                completions: inherited + completions, remaining: delta))
        remaining += delta
        return true
    }

    override func presented() -> Value {
        guard isRunning else { return model }
        var value = model!
        write(&value, read(model) - remaining)
        return value
    }

    override func step(to time: Date) -> [AnimationCompletion] {
        var ready: [AnimationCompletion] = []
        var running: [Segment] = []
        remaining = .zero
        for var segment in segments {
            let elapsed = max(time.timeIntervalSince(segment.start), 0)
            guard
                let covered = segment.animation.animate(
                    value: segment.delta, time: elapsed, context: &segment.context)
            else {
                ready += finish(segment)
                continue
            }
            segment.remaining = segment.delta - covered
            if segment.context.isLogicallyComplete && !segment.isLogicallyComplete {
                segment.isLogicallyComplete = true
                ready += segment.completions.filter {
                    $0.animationReached(removed: false, wasLogicallyComplete: false)
                }
            }
            remaining += segment.remaining
            running.append(segment)
        }
        segments = running
        return ready
    }

    override func cancel() -> [AnimationCompletion] {
        let ready = segments.flatMap(finish)
        segments.removeAll()
        remaining = .zero
        return ready
    }

    private func finish(_ segment: Segment) -> [AnimationCompletion] {
        segment.completions.filter {
            $0.animationReached(removed: true, wasLogicallyComplete: segment.isLogicallyComplete)
        }
    }
}
