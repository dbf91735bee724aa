import Foundation

/// A view value whose node animates part of it without the value being `Animatable` itself:
/// a modified view animates its modifier's data (`.offset`, `.padding`, `.scaleEffect`…), a
/// filled shape its shape's, an opacity container its opacity.
@MainActor
protocol AnimatedViewValue {
    associatedtype AnimatedData: VectorArithmetic
    /// The part of the value animations interpolate.
    var animatedData: AnimatedData { get set }
}

extension ModifiedContent: AnimatedViewValue where Modifier: Animatable {
    var animatedData: Modifier.AnimatableData {
        get { modifier.animatableData }
        set { modifier.animatableData = newValue }
    }
}

extension _ShapeView: AnimatedViewValue {
    var animatedData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}

extension ContainerView: AnimatedViewValue {
    var animatedData: Double {
        get { container.opacity }
        set { container.opacity = newValue }
    }
}

/// Makes the animation track of a node's value: the generic code is opened once per view
/// type on the type's animatable data (`nil` when nothing of the type animates).
@MainActor
enum AnimationTrackFactory {
    private static var makers: [ObjectIdentifier: Any] = [:]

    /// A track animating `value`'s data from `model`, or `nil` when `Value` does not animate.
    static func track<Value>(for type: Value.Type) -> ValueAnimationTrack<Value>? {
        let key = ObjectIdentifier(type)
        if let known = makers[key] { return (known as? () -> ValueAnimationTrack<Value>)?() }
        let maker = maker(for: type)
        makers[key] = maker as Any
        return maker?()
    }

    private static func maker<Value>(for type: Value.Type) -> (() -> ValueAnimationTrack<Value>)? {
        if let animatable = type as? any Animatable.Type { return open(animatable, as: type) }
        if let animated = type as? any AnimatedViewValue.Type { return open(animated, as: type) }
        return nil
    }

    private static func open<A: Animatable, Value>(_: A.Type, as _: Value.Type)
        -> (() -> ValueAnimationTrack<Value>)?
    {
        guard A.AnimatableData.self != EmptyAnimatableData.self else { return nil }
        return {
            TypedAnimationTrack<Value, A.AnimatableData>(
                read: { ($0 as! A).animatableData },
                write: { value, data in
                    var typed = value as! A
                    typed.animatableData = data
                    value = typed as! Value
                })
        }
    }

    private static func open<A: AnimatedViewValue, Value>(_: A.Type, as _: Value.Type)
        -> (() -> ValueAnimationTrack<Value>)?
    {
        guard A.AnimatedData.self != EmptyAnimatableData.self else { return nil }
        return {
            TypedAnimationTrack<Value, A.AnimatedData>(
                read: { ($0 as! A).animatedData },
                write: { value, data in
                    var typed = value as! A
                    typed.animatedData = data
                    value = typed as! Value
                })
        }
    }
}
