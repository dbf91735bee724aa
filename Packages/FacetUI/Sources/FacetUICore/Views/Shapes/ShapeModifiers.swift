import Foundation

/// A shape traced rather than filled: its path is the area the stroke paints. Underscored
/// because SwiftUI's is (`stroke(style:)` returns it).
///
/// ```swift
/// Circle().stroke(lineWidth: 2).fill(.red)
/// ```
public struct _StrokedShape<S: Shape>: Shape {
    /// The shape traced.
    public var shape: S
    /// How it is traced.
    public var style: StrokeStyle

    /// Creates a stroked shape.
    public init(shape: S, style: StrokeStyle) { (self.shape, self.style) = (shape, style) }

    /// The outline of the stroke of the shape's path.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).strokedPath(style) }

    /// A stroked shape is stroked.
    public static var role: ShapeRole { .stroke }

    /// The traced shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A shape trimmed to a fraction of its path's length. Underscored because SwiftUI's is.
///
/// ```swift
/// Circle().trim(from: 0, to: 0.25).stroke(.blue)
/// ```
public struct _TrimmedShape<S: Shape>: Shape {
    /// The shape trimmed.
    public var shape: S
    /// Where the drawn part starts, as a fraction of the length.
    public var startFraction: CGFloat
    /// Where the drawn part ends, as a fraction of the length.
    public var endFraction: CGFloat

    /// Creates a trimmed shape.
    public init(shape: S, startFraction: CGFloat = 0, endFraction: CGFloat = 1) {
        (self.shape, self.startFraction, self.endFraction) = (shape, startFraction, endFraction)
    }

    /// The trimmed part of the shape's path.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }

    /// The trimmed shape's role.
    public static var role: ShapeRole { S.role }

    /// The trimmed shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A shape drawn at a fixed size from the top-leading corner of its frame. Underscored
/// because SwiftUI's is.
public struct _SizedShape<S: Shape>: Shape {
    /// The shape.
    public var shape: S
    /// The size it is drawn at.
    public var size: CGSize

    /// Creates a sized shape.
    public init(shape: S, size: CGSize) { (self.shape, self.size) = (shape, size) }

    /// The shape's path in a rectangle of `size` at `rect`'s origin.
    public func path(in rect: CGRect) -> Path { shape.path(in: CGRect(origin: rect.origin, size: size)) }

    /// The sized shape's role.
    public static var role: ShapeRole { S.role }
}

/// A shape moved by an offset.
///
/// ```swift
/// Circle().offset(x: 2, y: 0)
/// ```
public struct OffsetShape<Content: Shape>: Shape {
    /// The shape moved.
    public var shape: Content
    /// The distance it is moved.
    public var offset: CGSize

    /// Creates an offset shape.
    public init(shape: Content, offset: CGSize) { (self.shape, self.offset) = (shape, offset) }

    /// The shape's path moved by the offset.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }

    /// The moved shape's role.
    public static var role: ShapeRole { Content.role }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    /// The inset shape, moved by the same offset.
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

/// A shape scaled about an anchor point of its frame.
///
/// ```swift
/// Rectangle().scale(0.5)
/// ```
public struct ScaledShape<Content: Shape>: Shape {
    /// The shape scaled.
    public var shape: Content
    /// The horizontal and vertical factors.
    public var scale: CGSize
    /// The point of the frame that stays in place.
    public var anchor: UnitPoint

    /// Creates a scaled shape.
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        (self.shape, self.scale, self.anchor) = (shape, scale, anchor)
    }

    /// The shape's path scaled about the anchor.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(
            CGAffineTransform(scaleX: scale.width, y: scale.height).about(anchor, in: rect))
    }

    /// The scaled shape's role.
    public static var role: ShapeRole { Content.role }
}

/// A shape rotated about an anchor point of its frame.
///
/// ```swift
/// Rectangle().rotation(.degrees(45))
/// ```
public struct RotatedShape<Content: Shape>: Shape {
    /// The shape rotated.
    public var shape: Content
    /// The angle it is turned by (clockwise on screen).
    public var angle: Angle
    /// The point of the frame it turns around.
    public var anchor: UnitPoint

    /// Creates a rotated shape.
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        (self.shape, self.angle, self.anchor) = (shape, angle, anchor)
    }

    /// The shape's path rotated about the anchor.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(rotationAngle: angle.radians).about(anchor, in: rect))
    }

    /// The rotated shape's role.
    public static var role: ShapeRole { Content.role }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    /// The inset shape, rotated the same way.
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

/// A shape mapped by an affine transform.
///
/// ```swift
/// Triangle().transform(CGAffineTransform(scaleX: 1, y: -1).translatedBy(x: 0, y: -10))
/// ```
public struct TransformedShape<Content: Shape>: Shape {
    /// The shape transformed.
    public var shape: Content
    /// The transform applied to its path.
    public var transform: CGAffineTransform

    /// Creates a transformed shape.
    public init(shape: Content, transform: CGAffineTransform) {
        (self.shape, self.transform) = (shape, transform)
    }

    /// The shape's path mapped by the transform.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }

    /// The transformed shape's role.
    public static var role: ShapeRole { Content.role }
}

extension Shape {
    /// This shape trimmed to the part of its path between two fractions of its length.
    ///
    /// ```swift
    /// Circle().trim(from: 0, to: 0.5).stroke(.red)
    /// ```
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }

    /// This shape drawn at a fixed size.
    public func size(_ size: CGSize) -> some Shape { _SizedShape(shape: self, size: size) }

    /// This shape drawn at a fixed width and height.
    public func size(width: CGFloat, height: CGFloat) -> some Shape {
        _SizedShape(shape: self, size: CGSize(width: width, height: height))
    }

    /// This shape moved by `offset`.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

    /// This shape moved by `offset`.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    /// This shape moved by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// This shape scaled by `x` and `y` about `anchor`.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// This shape scaled by `scale` about `anchor`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }

    /// This shape rotated by `angle` about `anchor`.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// This shape mapped by `transform`.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}

extension CGAffineTransform {
    /// This transform applied about the point `anchor` of `rect` (which stays in place).
    func about(_ anchor: UnitPoint, in rect: CGRect) -> CGAffineTransform {
        let x = rect.minX + anchor.x * rect.width
        let y = rect.minY + anchor.y * rect.height
        return CGAffineTransform(translationX: -x, y: -y).concatenating(self)
            .concatenating(CGAffineTransform(translationX: x, y: y))
    }
}
