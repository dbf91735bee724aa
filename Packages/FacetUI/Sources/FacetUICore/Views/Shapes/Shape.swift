import Foundation

/// A 2D shape that you can use when drawing a view: its outline is the path it returns
/// for the rectangle it is drawn in. As a view, a shape fills the space it is offered
/// with the foreground style.
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { path in
///             path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///             path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///             path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///             path.closeSubpath()
///         }
///     }
/// }
///
/// Triangle().fill(.orange).frame(width: 8, height: 4)
/// ```
public protocol Shape: Sendable, Animatable, View, _RemoveGlobalActorIsolation {
    /// The outline of this shape drawn in `rect`.
    nonisolated func path(in rect: CGRect) -> Path

    /// Whether the shape is drawn filled, stroked or as a separator.
    nonisolated static var role: ShapeRole { get }

    /// The size of this shape for `proposal` (by default, the proposal with unspecified
    /// dimensions replaced by 10).
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

/// SwiftUI's marker that keeps a conforming type from inheriting `View`'s main-actor
/// isolation (shapes are plain values whose paths are computed anywhere). Underscored
/// because SwiftUI's is.
@_marker @_ImpossibleActor public protocol _RemoveGlobalActorIsolation {}

/// The global actor of ``_RemoveGlobalActorIsolation``: nothing runs on it; a type that
/// conforms to a main-actor protocol and to this one is inferred to be isolated to
/// neither. Underscored because SwiftUI's is.
@globalActor public actor _ImpossibleActor {
    /// The shared instance.
    public static let shared = _ImpossibleActor()
}

/// How a shape is used: filled, stroked or as a separator.
public enum ShapeRole: Hashable, Sendable {
    /// A shape that is filled.
    case fill
    /// A shape that is stroked.
    case stroke
    /// A shape that separates content.
    case separator
}

extension Shape {
    /// Shapes are filled unless they say otherwise.
    public static var role: ShapeRole { .fill }

    /// The proposal, with 10 for an unspecified dimension.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}

extension Shape {
    /// A shape's content: the shape filled with the foreground style.
    @MainActor public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle())
    }

    /// Fills this shape with a color or style, with the non-zero rule unless `style` says
    /// even-odd.
    ///
    /// ```swift
    /// Circle().fill(.red)
    /// star.fill(.yellow, style: FillStyle(eoFill: true))
    /// ```
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle())
        -> _ShapeView<Self, S>
    {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// Traces the outline of this shape with a color or style.
    ///
    /// ```swift
    /// Rectangle().stroke(.blue, lineWidth: 1)
    /// ```
    public func stroke<S: ShapeStyle>(
        _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
    )
        -> some View
    {
        _ShapeView(
            shape: _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth)), style: content)
    }

    /// Traces the outline of this shape with a color or style and a stroke style.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> some View
    {
        _ShapeView(shape: _StrokedShape(shape: self, style: style), style: content)
    }

    /// Returns a new shape that is a stroked copy of `self` (drawn with the foreground
    /// style unless filled).
    public func stroke(lineWidth: CGFloat = 1) -> some Shape {
        _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Returns a new shape that is a stroked copy of `self`, using `style`.
    public func stroke(style: StrokeStyle) -> some Shape { _StrokedShape(shape: self, style: style) }
}

/// The foreground style in the current context: the colour set with
/// `foregroundStyle(_:)` above, or the primary colour.
///
/// ```swift
/// Circle().fill(.foreground)
/// ```
public struct ForegroundStyle: ShapeStyle {
    /// Creates the foreground style.
    public init() {}
    /// The primary colour (the style resolves against the environment when drawn).
    @_spi(Backend) public var flatColor: Color { .primary }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style in the current context.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle {
    /// The colour this style draws with in `environment` (the foreground style reads the
    /// environment's foreground colour).
    func resolvedColor(in environment: EnvironmentValues) -> Color {
        if self is ForegroundStyle { return environment.foregroundColor ?? .primary }
        return flatColor
    }
}
