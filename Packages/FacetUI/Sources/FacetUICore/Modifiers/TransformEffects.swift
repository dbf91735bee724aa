import Foundation

/// Scales a view's drawing about an anchor: what `scaleEffect` applies.
public struct _ScaleEffect: GeometryEffect, Equatable, Sendable {
    /// The horizontal and vertical scale factors.
    public var scale: CGSize
    /// The point of the view that stays in place.
    public var anchor: UnitPoint

    /// Creates a scale effect.
    public init(scale: CGSize, anchor: UnitPoint = .center) { (self.scale, self.anchor) = (scale, anchor) }

    /// The scale about the anchor, for a view of `size`.
    public func effectValue(size: CGSize) -> ProjectionTransform {
        .about(anchor, in: size, CGAffineTransform(scaleX: scale.width, y: scale.height))
    }

    /// The scale and the anchor.
    public typealias AnimatableData = AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>

    /// The scale and the anchor, interpolated when animated.
    nonisolated public var animatableData: AnimatableData {
        get { AnimatablePair(scale.animatableData, anchor.animatableData) }
        set { (scale.animatableData, anchor.animatableData) = (newValue.first, newValue.second) }
    }

    public typealias Body = Never
}

/// Rotates a view's drawing about an anchor: what `rotationEffect` applies.
public struct _RotationEffect: GeometryEffect, Equatable, Sendable {
    /// The angle, clockwise on screen (y grows downwards).
    public var angle: Angle
    /// The point of the view the rotation is about.
    public var anchor: UnitPoint

    /// Creates a rotation effect.
    public init(angle: Angle, anchor: UnitPoint = .center) { (self.angle, self.anchor) = (angle, anchor) }

    /// The rotation about the anchor, for a view of `size`.
    public func effectValue(size: CGSize) -> ProjectionTransform {
        .about(anchor, in: size, CGAffineTransform(rotationAngle: angle.radians))
    }

    /// The angle and the anchor.
    public typealias AnimatableData = AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData>

    /// The angle and the anchor, interpolated when animated.
    nonisolated public var animatableData: AnimatableData {
        get { AnimatablePair(angle.animatableData, anchor.animatableData) }
        set { (angle.animatableData, anchor.animatableData) = (newValue.first, newValue.second) }
    }

    public typealias Body = Never
}

/// Draws a view with an affine transform: what `transformEffect` applies.
public struct _TransformEffect: GeometryEffect, Equatable, Sendable {
    /// The transform, about the view's top-leading corner.
    public var transform: CGAffineTransform

    /// Creates a transform effect.
    public init(transform: CGAffineTransform) { self.transform = transform }

    /// The transform as a projective one.
    public func effectValue(size: CGSize) -> ProjectionTransform { ProjectionTransform(transform) }

    public typealias AnimatableData = EmptyAnimatableData
    public typealias Body = Never
}

/// Draws a view with a projective transform: what `projectionEffect` applies.
public struct _ProjectionEffect: GeometryEffect, Equatable, Sendable {
    /// The transform, about the view's top-leading corner.
    public var transform: ProjectionTransform

    /// Creates a projection effect.
    public init(transform: ProjectionTransform) { self.transform = transform }

    /// The transform.
    public func effectValue(size: CGSize) -> ProjectionTransform { transform }

    public typealias AnimatableData = EmptyAnimatableData
    public typealias Body = Never
}

@_spi(Inspection)
extension _ScaleEffect: InspectableModifier {
    public var modifierName: String { "scaleEffect" }
}

@_spi(Inspection)
extension _RotationEffect: InspectableModifier {
    public var modifierName: String { "rotationEffect" }
}

@_spi(Inspection)
extension _TransformEffect: InspectableModifier {
    public var modifierName: String { "transformEffect" }
}

@_spi(Inspection)
extension _ProjectionEffect: InspectableModifier {
    public var modifierName: String { "projectionEffect" }
}

/// Modifiers that draw a view scaled, rotated or otherwise transformed, about a point of
/// the view. Layout is unchanged: the neighbours keep their places.
extension View {
    /// Scales this view's drawing by `scale` (horizontal and vertical factors) about `anchor`.
    ///
    /// ```swift
    /// Text("Wide").scaleEffect(CGSize(width: 2, height: 1), anchor: .leading)
    /// ```
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(_ScaleEffect(scale: scale, anchor: anchor))
    }

    /// Scales this view's drawing by `s` in both dimensions about `anchor`.
    ///
    /// ```swift
    /// Circle().scaleEffect(isPressed ? 0.9 : 1)
    /// ```
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Scales this view's drawing by `x` horizontally and `y` vertically about `anchor`.
    ///
    /// ```swift
    /// Image(systemName: "arrow.right").scaleEffect(x: -1)   // mirrored
    /// ```
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Rotates this view's drawing by `angle` about `anchor`.
    ///
    /// ```swift
    /// Text("Tilted").rotationEffect(.degrees(15))
    /// ```
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(_RotationEffect(angle: angle, anchor: anchor))
    }

    /// Draws this view with the affine `transform`, about its top-leading corner.
    ///
    /// ```swift
    /// Text("Sheared").transformEffect(CGAffineTransform(a: 1, b: 0, c: 0.3, d: 1, tx: 0, ty: 0))
    /// ```
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(_TransformEffect(transform: transform))
    }

    /// Draws this view with the projective `transform`, about its top-leading corner.
    ///
    /// ```swift
    /// Text("Projected").projectionEffect(ProjectionTransform(CGAffineTransform(scaleX: 2, y: 1)))
    /// ```
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(_ProjectionEffect(transform: transform))
    }
}
