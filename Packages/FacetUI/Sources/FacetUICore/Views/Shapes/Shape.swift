import Foundation

/// A 2D shape that you can use when drawing a view. As a view, a shape fills the space it
/// is offered with the foreground style.
///
/// Facet draws shapes on a backend from their outline kind (``ResolvedShape``) rather than
/// from a path, so the built-in shapes (``Rectangle``, ``RoundedRectangle``, ``Circle``,
/// ``Ellipse``, ``Capsule``) are the ones available.
///
/// ```swift
/// Circle().fill(.blue).frame(width: 4, height: 2)
/// RoundedRectangle(cornerRadius: 1).stroke(.red, lineWidth: 1)
/// Capsule().foregroundStyle(.green)
/// ```
public protocol Shape: Sendable, View {
    /// The outline drawn with `color`, filled (Facet's replacement for `path(in:)`, until
    /// shapes draw paths; an SPI, since SwiftUI's shapes describe a path instead).
    @_spi(Backend) func resolve(color: Color) -> ResolvedShape
}

@_spi(Backend)
extension Shape {
    /// A shape that describes no outline is drawn as its frame's rectangle (an SPI
    /// requirement needs a default).
    public func resolve(color: Color) -> ResolvedShape { ResolvedShape(shape: .rectangle, fill: color) }
}

extension Shape {
    /// A shape's content: the shape filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }

    /// Fills this shape with a color or style.
    ///
    /// ```swift
    /// Circle().fill(.red)
    /// ```
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<
        Self, S
    > {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// Traces the outline of this shape with a color or style.
    ///
    /// ```swift
    /// Rectangle().stroke(.blue, lineWidth: 1)
    /// ```
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> some View
    {
        _ShapeView(shape: _StrokedShape(base: self, style: StrokeStyle(lineWidth: lineWidth)), style: content)
    }

    /// Traces the outline of this shape with a color or style and a stroke style.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View
    {
        _ShapeView(shape: _StrokedShape(base: self, style: style), style: content)
    }

    /// Returns a new shape that is a stroked copy of `self` (drawn with the foreground
    /// style unless filled).
    public func stroke(lineWidth: CGFloat = 1) -> some Shape {
        _StrokedShape(base: self, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Returns a new shape that is a stroked copy of `self`, using `style`.
    public func stroke(style: StrokeStyle) -> some Shape { _StrokedShape(base: self, style: style) }
}

/// The outline of a shape, traced rather than filled.
struct _StrokedShape<Base: Shape>: Shape {
    let base: Base
    let style: StrokeStyle

    func resolve(color: Color) -> ResolvedShape {
        var resolved = base.resolve(color: color)
        resolved.fill = nil
        resolved.stroke = color
        resolved.lineWidth = style.lineWidth
        return resolved
    }
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
