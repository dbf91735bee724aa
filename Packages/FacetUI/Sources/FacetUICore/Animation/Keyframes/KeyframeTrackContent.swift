import Foundation

/// A sequence of keyframes for one animatable value: what a ``KeyframeTrack`` holds.
///
/// ```swift
/// KeyframeTrack(\.scale) {
///     LinearKeyframe(1.2, duration: 0.1)
///     SpringKeyframe(1, duration: 0.4, spring: .bouncy)
/// }
/// ```
public protocol KeyframeTrackContent<Value> {
    /// The type of the value the keyframes animate.
    associatedtype Value: Animatable = Body.Value
    /// The content's own keyframes.
    associatedtype Body: KeyframeTrackContent
    /// The keyframes of this content.
    @KeyframeTrackContentBuilder<Value> var body: Body { get }
    /// Appends this content's keyframes to `resolved`.
    func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>)
}

extension KeyframeTrackContent where Body.Value == Value {
    /// Appends the body's keyframes.
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        body._resolve(into: &resolved)
    }
}

/// The keyframes of a track, in order (what ``KeyframeTrackContent`` resolves to).
public struct _ResolvedKeyframeTrackContent<Value: Animatable> {
    /// One keyframe: how the value gets to `target`.
    enum Keyframe {
        case linear(duration: TimeInterval, curve: UnitCurve)
        case spring(duration: TimeInterval?, spring: Spring, startVelocity: Value.AnimatableData?)
        case cubic(
            duration: TimeInterval, startVelocity: Value.AnimatableData?, endVelocity: Value.AnimatableData?)
        case move
    }

    var keyframes: [(target: Value.AnimatableData, kind: Keyframe)] = []

    mutating func append(_ target: Value, _ kind: Keyframe) {
        keyframes.append((target.animatableData, kind))
    }
}

/// A keyframe that moves the value to `to` along a straight line over `duration`, paced by
/// `timingCurve`.
///
/// ```swift
/// LinearKeyframe(CGFloat(-20), duration: 0.2, timingCurve: .easeOut)
/// ```
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    let to: Value
    let duration: TimeInterval
    let timingCurve: UnitCurve

    /// Creates a linear keyframe.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        (self.to, self.duration, self.timingCurve) = (to, duration, timingCurve)
    }

    public var body: Self { self }

    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        resolved.append(to, .linear(duration: duration, curve: timingCurve))
    }
}

/// A keyframe that moves the value to `to` with a spring, for `duration` (by default, until
/// the spring settles).
///
/// ```swift
/// SpringKeyframe(1.0, duration: 0.5, spring: .bouncy)
/// ```
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    let to: Value
    let duration: TimeInterval?
    let spring: Spring
    let startVelocity: Value?

    /// Creates a spring keyframe.
    public init(
        _ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil
    ) {
        (self.to, self.duration, self.spring, self.startVelocity) = (to, duration, spring, startVelocity)
    }

    public var body: Self { self }

    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        resolved.append(
            to, .spring(duration: duration, spring: spring, startVelocity: startVelocity?.animatableData))
    }
}

/// A keyframe that moves the value to `to` along a cubic curve over `duration`: smooth
/// through the keyframes around it unless velocities are given.
///
/// ```swift
/// CubicKeyframe(CGFloat(30), duration: 0.3)
/// ```
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    let to: Value
    let duration: TimeInterval
    let startVelocity: Value?
    let endVelocity: Value?

    /// Creates a cubic keyframe.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        (self.to, self.duration, self.startVelocity, self.endVelocity) = (
            to, duration, startVelocity, endVelocity
        )
    }

    public var body: Self { self }

    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        resolved.append(
            to,
            .cubic(
                duration: duration, startVelocity: startVelocity?.animatableData,
                endVelocity: endVelocity?.animatableData))
    }
}

/// A keyframe that sets the value to `to` at once.
///
/// ```swift
/// MoveKeyframe(CGFloat(0))
/// ```
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    let to: Value

    /// Creates a move keyframe.
    public init(_ to: Value) {
        self.to = to
    }

    public var body: Self { self }

    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        resolved.append(to, .move)
    }
}
