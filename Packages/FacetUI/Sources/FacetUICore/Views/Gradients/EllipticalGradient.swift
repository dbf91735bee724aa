import Foundation

/// A radial gradient stretched to the filled rectangle: colours change with the distance
/// from a centre measured in the rectangle's width and height, so a fraction of 0.5 from
/// the centre reaches the rectangle's edges. As a view it fills the space it is offered.
///
/// ```swift
/// EllipticalGradient(colors: [.white, .blue])
/// Capsule().fill(.ellipticalGradient(colors: [.mint, .teal], endRadiusFraction: 0.6))
/// ```
public struct EllipticalGradient: ShapeStyle, View, GradientStyle {
    /// The colours.
    @_spi(Inspection) nonisolated public var gradient: Gradient
    /// The centre, in the filled rectangle.
    @_spi(Inspection) nonisolated public var center: UnitPoint
    /// Where the gradient starts, as a fraction of the rectangle from the centre.
    @_spi(Inspection) nonisolated public var startRadiusFraction: CGFloat
    /// Where the gradient ends, as a fraction of the rectangle from the centre.
    @_spi(Inspection) nonisolated public var endRadiusFraction: CGFloat

    /// Creates an elliptical gradient from a base gradient.
    nonisolated public init(
        gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        (self.gradient, self.center) = (gradient, center)
        (self.startRadiusFraction, self.endRadiusFraction) = (startRadiusFraction, endRadiusFraction)
    }

    /// Creates an elliptical gradient from a collection of colors.
    nonisolated public init(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// Creates an elliptical gradient from a collection of color stops.
    nonisolated public init(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// A rectangle filled with the gradient.
    public var body: _ShapeView<Rectangle, EllipticalGradient> { Rectangle().fill(self) }

    /// The start colour, where one flat colour stands for the gradient (text).
    @_spi(Backend) nonisolated public var flatColor: Color { gradient.color(at: 0) }

    nonisolated func resolvedGradient(in rect: CGRect) -> ResolvedGradient {
        ResolvedGradient(
            geometry: .elliptical(
                center: center.point(in: rect), size: rect.size, startFraction: startRadiusFraction,
                endFraction: endRadiusFraction),
            gradient: gradient)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient.
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient defined by a collection of colors.
    public static func ellipticalGradient(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            colors: colors, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient defined by a collection of color stops.
    public static func ellipticalGradient(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            stops: stops, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
}
