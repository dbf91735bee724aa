import Foundation

/// A 3 × 3 projective transformation of the plane: what a geometry effect
/// (`scaleEffect`, `rotationEffect`, `rotation3DEffect`, `projectionEffect`…) draws its
/// view with. As with `CGAffineTransform`, points are row vectors: `(x, y)` maps to
/// `(x·m11 + y·m21 + m31, x·m12 + y·m22 + m32) / (x·m13 + y·m23 + m33)`.
///
/// ```swift
/// var skew = ProjectionTransform()
/// skew.m21 = 0.5
/// Text("Leaning").projectionEffect(skew)
/// ```
public struct ProjectionTransform: Equatable, Sendable {
    /// The entries of the first row.
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    /// The entries of the second row.
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    /// The entries of the third row (the translation, and the projective divisor's constant).
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// Creates the identity transform.
    public init() {}

    /// Creates the projective transform equal to an affine one.
    public init(_ m: CGAffineTransform) {
        (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the transform is affine (it has no projective part).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// Inverts the transform in place; returns `false`, leaving it unchanged, when it cannot be
    /// inverted.
    public mutating func invert() -> Bool {
        let c11 = m22 * m33 - m23 * m32, c12 = m13 * m32 - m12 * m33, c13 = m12 * m23 - m13 * m22
        let c21 = m23 * m31 - m21 * m33, c22 = m11 * m33 - m13 * m31, c23 = m13 * m21 - m11 * m23
        let c31 = m21 * m32 - m22 * m31, c32 = m12 * m31 - m11 * m32, c33 = m11 * m22 - m12 * m21
        let determinant = m11 * c11 + m12 * c21 + m13 * c31
        guard determinant != 0, determinant.isFinite else { return false }
        (m11, m12, m13) = (c11 / determinant, c12 / determinant, c13 / determinant)
        (m21, m22, m23) = (c21 / determinant, c22 / determinant, c23 / determinant)
        (m31, m32, m33) = (c31 / determinant, c32 / determinant, c33 / determinant)
        return true
    }

    /// The inverse transform, or this transform when it cannot be inverted.
    public func inverted() -> ProjectionTransform {
        var copy = self
        _ = copy.invert()
        return copy
    }

    /// This transform followed by `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        func dot(_ a: (CGFloat, CGFloat, CGFloat), _ b: (CGFloat, CGFloat, CGFloat)) -> CGFloat {
            a.0 * b.0 + a.1 * b.1 + a.2 * b.2
        }
        let (row1, row2, row3) = ((m11, m12, m13), (m21, m22, m23), (m31, m32, m33))
        let (col1, col2, col3) = (
            (rhs.m11, rhs.m21, rhs.m31), (rhs.m12, rhs.m22, rhs.m32), (rhs.m13, rhs.m23, rhs.m33)
        )
        var m = ProjectionTransform()
        (m.m11, m.m12, m.m13) = (dot(row1, col1), dot(row1, col2), dot(row1, col3))
        (m.m21, m.m22, m.m23) = (dot(row2, col1), dot(row2, col2), dot(row2, col3))
        (m.m31, m.m32, m.m33) = (dot(row3, col1), dot(row3, col2), dot(row3, col3))
        return m
    }
}

extension CGPoint {
    /// The point transformed by `m` (divided by its projective coordinate).
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let w = x * m.m13 + y * m.m23 + m.m33
        let px = x * m.m11 + y * m.m21 + m.m31
        let py = x * m.m12 + y * m.m22 + m.m32
        return w == 1 ? CGPoint(x: px, y: py) : CGPoint(x: px / w, y: py / w)
    }
}
