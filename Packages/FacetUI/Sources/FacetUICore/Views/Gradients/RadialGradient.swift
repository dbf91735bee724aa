import Foundation

/// A radial gradient: colours change with the distance from a centre (a unit point of the
/// filled rectangle), from a start radius to an end radius in points. As a view it fills
/// the space it is offered.
///
/// ```swift
/// RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 10)
/// ```
public struct RadialGradient: ShapeStyle, View, GradientStyle {
    /// The colours.
    @_spi(Inspection) nonisolated public var gradient: Gradient
    /// The centre, in the filled rectangle.
    @_spi(Inspection) nonisolated public var center: UnitPoint
    /// Where the gradient starts, in points from the centre.
    @_spi(Inspection) nonisolated public var startRadius: CGFloat
    /// Where the gradient ends, in points from the centre.
    @_spi(Inspection) nonisolated public var endRadius: CGFloat

    /// Creates a radial gradient from a base gradient.
    nonisolated public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        (self.gradient, self.center, self.startRadius, self.endRadius) = (
            gradient, center, startRadius, endRadius
        )
    }

    /// Creates a radial gradient from a collection of colors.
    nonisolated public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius
        )
    }

    /// Creates a radial gradient from a collection of color stops.
    nonisolated public init(
        stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A rectangle filled with the gradient.
    public var body: _ShapeView<Rectangle, RadialGradient> { Rectangle().fill(self) }

    /// The start colour, where one flat colour stands for the gradient (text).
    @_spi(Backend) nonisolated public var flatColor: Color { gradient.color(at: 0) }

    nonisolated func resolvedGradient(in rect: CGRect) -> ResolvedGradient {
        ResolvedGradient(
            geometry: .radial(center: center.point(in: rect), startRadius: startRadius, endRadius: endRadius),
            gradient: gradient)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient.
    public static func radialGradient(
        _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient defined by a collection of colors.
    public static func radialGradient(
        colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient defined by a collection of color stops.
    public static func radialGradient(
        stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
