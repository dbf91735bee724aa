import Foundation

/// A set of keyframe tracks animating the properties of a value in parallel: what
/// `KeyframeAnimator` and ``KeyframeTimeline`` play.
///
/// ```swift
/// KeyframeTrack(\.scale) { SpringKeyframe(1.3, duration: 0.2); SpringKeyframe(1, duration: 0.4) }
/// KeyframeTrack(\.offset) { CubicKeyframe(-10, duration: 0.3); CubicKeyframe(0, duration: 0.3) }
/// ```
public protocol Keyframes<Value> {
    /// The type of value animated.
    associatedtype Value = Body.Value
    /// The keyframes this one is made of.
    associatedtype Body: Keyframes
    /// The keyframes of this one.
    @KeyframesBuilder<Value> var body: Body { get }
    /// Appends the tracks of these keyframes, starting from `initialValue`.
    func _resolve(
        into resolved: inout _ResolvedKeyframes<Value>, initialValue: Value, initialVelocity: Value?)
}

extension Keyframes where Body.Value == Value {
    /// Appends the body's tracks.
    public func _resolve(
        into resolved: inout _ResolvedKeyframes<Value>, initialValue: Value, initialVelocity: Value?
    ) {
        body._resolve(into: &resolved, initialValue: initialValue, initialVelocity: initialVelocity)
    }
}

/// The tracks of a set of keyframes, laid out in time: each sets its property of the value.
public struct _ResolvedKeyframes<Value> {
    var tracks: [(duration: TimeInterval, apply: (inout Value, TimeInterval) -> Void)] = []

    /// When the last track ends.
    var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

    /// `initial` with every track's property at `time`.
    func value(at time: TimeInterval, from initial: Value) -> Value {
        var value = initial
        for track in tracks { track.apply(&value, time) }
        return value
    }
}

/// The keyframes of one property of a value (or of the whole value).
///
/// ```swift
/// KeyframeTrack(\.angle) {
///     LinearKeyframe(Angle.degrees(20), duration: 0.1)
///     SpringKeyframe(Angle.zero, duration: 0.5)
/// }
/// ```
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes
where Value == Content.Value {
    let keyPath: WritableKeyPath<Root, Value>
    let content: Content

    init(keyPath: WritableKeyPath<Root, Value>, content: Content) {
        self.keyPath = keyPath
        self.content = content
    }

    /// Keyframes for the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        keyPath = \.self
        self.content = content()
    }

    /// Keyframes for the property at `keyPath`.
    public init(
        _ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content
    ) {
        self.keyPath = keyPath
        self.content = content()
    }

    /// A track is its own body: it resolves itself.
    public var body: Self { self }

    public func _resolve(
        into resolved: inout _ResolvedKeyframes<Root>, initialValue: Root, initialVelocity: Root?
    ) {
        var keyframes = _ResolvedKeyframeTrackContent<Value>()
        content._resolve(into: &keyframes)
        let path = KeyframePath(keyframes, from: initialValue[keyPath: keyPath].animatableData)
        let keyPath = keyPath
        resolved.tracks.append(
            (
                path.duration,
                { root, time in root[keyPath: keyPath].animatableData = path.value(at: time) }
            ))
    }
}

/// Builds keyframes from tracks written in a closure (played together), or from the
/// keyframes of a single track of the whole value.
@resultBuilder
public struct KeyframesBuilder<Value> {
    /// A keyframe of a track of the whole value.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    /// The keyframes of a `for` loop, one after the other, in a track of the whole value.
    public static func buildArray(_ components: [some KeyframeTrackContent<Value>])
        -> some KeyframeTrackContent<Value>
    where Value: Animatable {
        KeyframeSequence(elements: components)
    }

    /// The keyframes of an `if`'s first branch, in a track of the whole value.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
        first component: First
    ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where First.Value == Value, Second.Value == Value {
        KeyframeTrackContentBuilder<Value>.buildEither(first: component)
    }

    /// The keyframes of an `if`'s second branch, in a track of the whole value.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
        second component: Second
    ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where First.Value == Value, Second.Value == Value {
        KeyframeTrackContentBuilder<Value>.buildEither(second: component)
    }

    /// The first keyframes of a track of the whole value.
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value {
        first
    }

    /// The keyframes so far of a track of the whole value, then `next`.
    public static func buildPartialBlock(
        accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
    ) -> some KeyframeTrackContent<Value> where Value: Animatable {
        KeyframePair(first: accumulated, second: next)
    }

    /// The keyframes written, as the track of the whole value.
    public static func buildFinalResult<Content: KeyframeTrackContent>(_ component: Content) -> KeyframeTrack<
        Value, Value, Content
    > where Content.Value == Value {
        KeyframeTrack(keyPath: \.self, content: component)
    }

    /// A track (or set of tracks) as written.
    public static func buildExpression<Content: Keyframes>(_ expression: Content) -> Content
    where Content.Value == Value {
        expression
    }

    /// The first tracks of a block.
    public static func buildPartialBlock<Content: Keyframes>(first: Content) -> Content
    where Content.Value == Value {
        first
    }

    /// The tracks so far and `next`, played together.
    public static func buildPartialBlock(accumulated: some Keyframes<Value>, next: some Keyframes<Value>)
        -> some Keyframes<Value>
    {
        ParallelKeyframes(first: accumulated, second: next)
    }

    /// No tracks.
    public static func buildBlock() -> some Keyframes<Value> { NoKeyframes<Value>() }

    /// The tracks written.
    public static func buildFinalResult<Content: Keyframes>(_ component: Content) -> Content
    where Content.Value == Value {
        component
    }
}

/// Two sets of tracks played together.
struct ParallelKeyframes<First: Keyframes, Second: Keyframes>: Keyframes where First.Value == Second.Value {
    typealias Value = First.Value
    let first: First
    let second: Second

    var body: Self { self }

    func _resolve(
        into resolved: inout _ResolvedKeyframes<Value>, initialValue: Value, initialVelocity: Value?
    ) {
        first._resolve(into: &resolved, initialValue: initialValue, initialVelocity: initialVelocity)
        second._resolve(into: &resolved, initialValue: initialValue, initialVelocity: initialVelocity)
    }
}

/// No tracks: the value stays as it is.
struct NoKeyframes<Value>: Keyframes {
    var body: Self { self }
    func _resolve(
        into resolved: inout _ResolvedKeyframes<Value>, initialValue: Value, initialVelocity: Value?
    ) {}
}

/// A set of keyframes as values over time, for use outside a view (or to test keyframes).
///
/// ```swift
/// let timeline = KeyframeTimeline(initialValue: CGFloat(0)) {
///     LinearKeyframe(10, duration: 1)
///     LinearKeyframe(0, duration: 1)
/// }
/// timeline.value(time: 0.5)   // 5
/// ```
public struct KeyframeTimeline<Value> {
    private let resolved: _ResolvedKeyframes<Value>
    private let initialValue: Value

    /// Lays out `content`'s keyframes from `initialValue`.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        var resolved = _ResolvedKeyframes<Value>()
        content()._resolve(into: &resolved, initialValue: initialValue, initialVelocity: nil)
        self.resolved = resolved
        self.initialValue = initialValue
    }

    /// How long the keyframes last: until the last track ends.
    public var duration: TimeInterval { resolved.duration }

    /// The value `time` seconds from the start.
    public func value(time: Double) -> Value { resolved.value(at: time, from: initialValue) }

    /// The value at `progress` (0 to 1) of the duration.
    public func value(progress: Double) -> Value { value(time: progress * duration) }
}
