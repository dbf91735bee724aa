import Foundation

/// Rotates a view's drawing in three dimensions about an axis and projects it back onto
/// the view's plane in perspective: what `rotation3DEffect` applies.
public struct _Rotation3DEffect: GeometryEffect, Equatable, Sendable {
    /// The angle of the rotation.
    public var angle: Angle
    /// The axis of the rotation (its length does not matter).
    public var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    /// The point of the view the axis goes through.
    public var anchor: UnitPoint
    /// The depth of the point the axis goes through.
    public var anchorZ: CGFloat
    /// The relative vanishing point: the viewer is at the view's larger dimension divided by
    /// `perspective` from its plane (0 draws no perspective).
    public var perspective: CGFloat

    /// Creates a 3D rotation effect.
    public init(
        angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) {
        (self.angle, self.axis, self.anchor) = (angle, axis, anchor)
        (self.anchorZ, self.perspective) = (anchorZ, perspective)
    }

    /// The rotation about the anchor in perspective, for a view of `size`: the 4 × 4
    /// transform of space (move the anchor to the origin, rotate, project, move back) with
    /// its depth row and column left out, as the view's points have depth 0.
    public func effectValue(size: CGSize) -> ProjectionTransform {
        let anchor = (anchor.x * size.width, anchor.y * size.height, anchorZ)
        var projection = Matrix4.identity
        let distance = max(size.width, size.height) / perspective
        if distance.isFinite, distance != 0 { projection[2][3] = -1 / distance }
        let m =
            Matrix4.translation(-anchor.0, -anchor.1, -anchor.2) * rotation * projection
            * Matrix4.translation(anchor.0, anchor.1, anchor.2)
        var t = ProjectionTransform()
        (t.m11, t.m12, t.m13) = (m[0][0], m[0][1], m[0][3])
        (t.m21, t.m22, t.m23) = (m[1][0], m[1][1], m[1][3])
        (t.m31, t.m32, t.m33) = (m[3][0], m[3][1], m[3][3])
        return t
    }

    /// The rotation by `angle` about `axis` for row vectors (a positive angle about z turns
    /// x towards y, as `rotationEffect` does).
    private var rotation: Matrix4 {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0 else { return .identity }
        let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
        let (s, c) = (CGFloat(sin(angle.radians)), CGFloat(cos(angle.radians)))
        let t = 1 - c
        return Matrix4(rows: [
            [t * x * x + c, t * x * y + s * z, t * x * z - s * y, 0],
            [t * x * y - s * z, t * y * y + c, t * y * z + s * x, 0],
            [t * x * z + s * y, t * y * z - s * x, t * z * z + c, 0],
            [0, 0, 0, 1],
        ])
    }

    nonisolated public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.angle == rhs.angle && lhs.axis == rhs.axis && lhs.anchor == rhs.anchor
            && lhs.anchorZ == rhs.anchorZ && lhs.perspective == rhs.perspective
    }

    /// The angle, the axis, the anchor, the anchor's depth and the perspective.
    public typealias AnimatableData = AnimatablePair<
        Angle.AnimatableData,
        AnimatablePair<
            CGFloat,
            AnimatablePair<
                CGFloat,
                AnimatablePair<
                    CGFloat, AnimatablePair<UnitPoint.AnimatableData, AnimatablePair<CGFloat, CGFloat>>
                >
            >
        >
    >

    /// The effect's values, interpolated when animated.
    nonisolated public var animatableData: AnimatableData {
        get {
            AnimatablePair(
                angle.animatableData,
                AnimatablePair(
                    axis.x,
                    AnimatablePair(
                        axis.y,
                        AnimatablePair(
                            axis.z,
                            AnimatablePair(anchor.animatableData, AnimatablePair(anchorZ, perspective))))))
        }
        set {
            angle.animatableData = newValue.first
            let rest = newValue.second
            axis = (rest.first, rest.second.first, rest.second.second.first)
            let tail = rest.second.second.second
            anchor.animatableData = tail.first
            (anchorZ, perspective) = (tail.second.first, tail.second.second)
        }
    }

    public typealias Body = Never
}

@_spi(Inspection)
extension _Rotation3DEffect: InspectableModifier {
    public var modifierName: String { "rotation3DEffect" }
}

/// A 4 × 4 matrix of space for row vectors.
private struct Matrix4 {
    var rows: [[CGFloat]]

    static let identity = Matrix4(rows: (0..<4).map { i in (0..<4).map { $0 == i ? 1 : 0 } })

    static func translation(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> Matrix4 {
        var m = identity
        m.rows[3] = [x, y, z, 1]
        return m
    }

    subscript(row: Int) -> [CGFloat] {
        get { rows[row] }
        set { rows[row] = newValue }
    }

    /// `lhs` followed by `rhs`.
    static func * (lhs: Matrix4, rhs: Matrix4) -> Matrix4 {
        Matrix4(
            rows: (0..<4).map { i in
                (0..<4).map { j in (0..<4).reduce(0) { $0 + lhs.rows[i][$1] * rhs.rows[$1][j] } }
            })
    }
}

extension View {
    /// Rotates this view's drawing by `angle` in three dimensions about `axis`, through
    /// `anchor` at depth `anchorZ`, and draws it in perspective (`perspective` is the relative
    /// vanishing point: 1 puts the viewer at the view's larger dimension from it).
    ///
    /// ```swift
    /// Text("Card").rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
    /// ```
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        modifier(
            _Rotation3DEffect(
                angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }
}
