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

    /// A new track for values of `type`, or `nil` when nothing of `type` animates.
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

    private static func open<A: Animatable, Value>(_: A.Type, as type: Value.Type)
        -> (() -> ValueAnimationTrack<Value>)?
    {
        maker(for: \A.animatableData, as: type)
    }

    private static func open<A: AnimatedViewValue, Value>(_: A.Type, as type: Value.Type)
        -> (() -> ValueAnimationTrack<Value>)?
    {
        maker(for: \A.animatedData, as: type)
    }

    /// Tracks of `Value` (at run time an `A`) animating the data at `data`.
    private static func maker<A, Data: VectorArithmetic, Value>(
        for data: WritableKeyPath<A, Data>, as _: Value.Type
    ) -> (() -> ValueAnimationTrack<Value>)? {
        guard Data.self != EmptyAnimatableData.self else { return nil }
        return {
            TypedAnimationTrack<Value, Data>(
                read: { ($0 as! A)[keyPath: data] },
                write: { value, new in
                    var typed = value as! A
                    typed[keyPath: data] = new
                    value = typed as! Value
                })
        }
    }
}
