import Foundation

/// The characteristics of a stroke that traces a path: width, the ends and joins of its
/// lines, and an optional dash pattern.
///
/// ```swift
/// Circle().stroke(.red, style: StrokeStyle(lineWidth: 2, lineCap: .round, dash: [4, 2]))
/// ```
public struct StrokeStyle: Equatable, Sendable {
    /// The width of the stroked line.
    public var lineWidth: CGFloat
    /// How the ends of open lines are drawn.
    public var lineCap: CGLineCap
    /// How the corners between segments are drawn.
    public var lineJoin: CGLineJoin
    /// The ratio of a miter join's length to the line width above which it is bevelled.
    public var miterLimit: CGFloat
    /// Lengths of alternating painted and unpainted segments (empty: a solid line).
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// Creates a stroke style.
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
        miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
    ) {
        (self.lineWidth, self.lineCap, self.lineJoin) = (lineWidth, lineCap, lineJoin)
        (self.miterLimit, self.dash, self.dashPhase) = (miterLimit, dash, dashPhase)
    }
}

/// A style for rasterizing vector shapes: the fill rule and antialiasing.
///
/// ```swift
/// star.fill(.yellow, style: FillStyle(eoFill: true))
/// ```
public struct FillStyle: Equatable, Sendable {
    /// Whether to use the even-odd rule when filling (otherwise the non-zero rule).
    public var isEOFilled: Bool
    /// Whether to apply antialiasing to the edges of the shape.
    public var isAntialiased: Bool

    /// Creates a fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        (self.isEOFilled, self.isAntialiased) = (eoFill, antialiased)
    }
}

/// Defines the shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Equatable, Hashable, Sendable {
    /// Quarter-circle rounded rect corners.
    case circular
    /// Continuous curvature rounded rect corners (Facet draws them as quarter circles too).
    case continuous
}

/// The radii of each corner of a rounded rectangle.
///
/// ```swift
/// UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 8, bottomTrailing: 8))
/// ```
public struct RectangleCornerRadii: Equatable, Sendable {
    /// The radius of the top-leading corner.
    public var topLeading: CGFloat
    /// The radius of the bottom-leading corner.
    public var bottomLeading: CGFloat
    /// The radius of the bottom-trailing corner.
    public var bottomTrailing: CGFloat
    /// The radius of the top-trailing corner.
    public var topTrailing: CGFloat

    /// Creates corner radii (zero where not given).
    public init(
        topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
        topTrailing: CGFloat = 0
    ) {
        (self.topLeading, self.bottomLeading, self.bottomTrailing, self.topTrailing) =
            (topLeading, bottomLeading, bottomTrailing, topTrailing)
    }
}
