import FacetUI
@_spi(Inspection) import FacetUICore

/// The geometry effects (`rotationEffect`, `rotation3DEffect`, `projectionEffect`,
/// `transformEffect`, `scaleEffect`), read as ViewInspector reads them.
extension InspectableView {
    /// The angle and anchor of `.rotationEffect(_:anchor:)`.
    ///
    /// ```swift
    /// #expect(try sut.inspect().text().rotation().angle == .degrees(15))
    /// ```
    public func rotation() throws -> (angle: Angle, anchor: UnitPoint) {
        let effect = try modifier(_RotationEffect.self, "rotationEffect")
        return (effect.angle, effect.anchor)
    }

    /// The values of `.rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`.
    public func rotation3D() throws -> InspectedRotation3D {
        let effect = try modifier(_Rotation3DEffect.self, "rotation3DEffect")
        return InspectedRotation3D(
            angle: effect.angle, axis: effect.axis, anchor: effect.anchor, anchorZ: effect.anchorZ,
            perspective: effect.perspective)
    }

    /// The transform of `.projectionEffect(_:)`.
    public func projectionTransform() throws -> ProjectionTransform {
        try modifier(_ProjectionEffect.self, "projectionTransform").transform
    }

    /// Whether `.flipsForRightToLeftLayoutDirection(true)` is set on the view or an enclosing
    /// one (the view is then mirrored while the layout direction is right to left).
    public func flipsForRightToLeftLayoutDirection() -> Bool {
        var current: ViewNode? = node
        while let node = current {
            if let flip = node.appliedModifier as? _FlipForRTLEffect, flip.isEnabled { return true }
            current = node.parent
        }
        return false
    }

    /// The transform of `.transformEffect(_:)`.
    public func transformEffect() throws -> CGAffineTransform {
        try modifier(_TransformEffect.self, "transformEffect").transform
    }

    /// The horizontal and vertical factors of `.scaleEffect` (any of its forms).
    public func scaleEffect() throws -> CGSize {
        try modifier(_ScaleEffect.self, "scaleEffect").scale
    }

    /// The anchor of `.scaleEffect`.
    public func scaleEffectAnchor() throws -> UnitPoint {
        try modifier(_ScaleEffect.self, "scaleEffect").anchor
    }
}

/// The values of `.rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`, as `rotation3D()`
/// returns them.
public struct InspectedRotation3D: Sendable {
    /// An axis of rotation.
    public typealias Axis = (x: CGFloat, y: CGFloat, z: CGFloat)
    /// The angle.
    public let angle: Angle
    /// The axis.
    public let axis: Axis
    /// The point of the view the axis goes through.
    public let anchor: UnitPoint
    /// The depth of that point.
    public let anchorZ: CGFloat
    /// The relative vanishing point.
    public let perspective: CGFloat
}

/// The aspect ratio modifiers (`aspectRatio`, `scaledToFit`, `scaledToFill`) and
/// `imageScale`, read as ViewInspector reads them.
extension InspectableView {
    /// The ratio (`nil`: the view's own) and content mode of `.aspectRatio(_:contentMode:)`.
    ///
    /// ```swift
    /// #expect(try sut.inspect().image().aspectRatio().contentMode == .fit)
    /// ```
    public func aspectRatio() throws -> (aspectRatio: CGFloat?, contentMode: ContentMode) {
        try aspectRatio(call: "aspectRatio")
    }

    /// Whether the view has `.scaledToFill()` (an aspect ratio modifier filling with the
    /// view's own ratio).
    public func isScaledToFill() throws -> Bool {
        let values = try aspectRatio(call: "scaledToFill")
        return values.contentMode == .fill && values.aspectRatio == nil
    }

    /// Whether the view has `.scaledToFit()` (an aspect ratio modifier fitting with the
    /// view's own ratio).
    public func isScaledToFit() throws -> Bool {
        let values = try aspectRatio(call: "scaledToFit")
        return values.contentMode == .fit && values.aspectRatio == nil
    }

    /// The scale set with `.imageScale(_:)` on the view or an enclosing one.
    public func imageScale() throws -> Image.Scale {
        try environmentWriter("imageScale", Image.Scale.self, keyPath: \.imageScale)
    }

    private func aspectRatio(call: String) throws -> (aspectRatio: CGFloat?, contentMode: ContentMode) {
        let layout = try modifier(_AspectRatioLayout.self, call)
        return (layout.aspectRatio, layout.contentMode)
    }
}
