import Foundation

/// An angular (conic) gradient: colours change with the angle around a centre, clockwise
/// from the start angle (0° points trailing) to the end angle. Equal angles make a whole
/// turn. Less than a turn leaves a gap filled half with the end colour and half with the
/// start colour; more than a turn draws the last whole turn. As a view it fills the space
/// it is offered.
///
/// ```swift
/// AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center)
/// Circle().fill(.conicGradient(colors: [.pink, .purple], center: .center, angle: .degrees(-90)))
/// ```
public struct AngularGradient: ShapeStyle, View, GradientStyle {
    /// The colours.
    @_spi(Inspection) nonisolated public var gradient: Gradient
    /// The centre, in the filled rectangle.
    @_spi(Inspection) nonisolated public var center: UnitPoint
    /// Where the gradient starts, clockwise from the trailing direction.
    @_spi(Inspection) nonisolated public var startAngle: Angle
    /// Where the gradient ends.
    @_spi(Inspection) nonisolated public var endAngle: Angle

    /// Creates an angular gradient from a base gradient.
    nonisolated public init(
        gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
    ) {
        (self.gradient, self.center, self.startAngle, self.endAngle) = (
            gradient, center, startAngle, endAngle
        )
    }

    /// Creates an angular gradient from a collection of colors.
    nonisolated public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Creates an angular gradient from a collection of color stops.
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Creates a conic gradient that completes a full turn, starting at `angle`.
    nonisolated public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    /// Creates a conic gradient from a collection of colors that completes a full turn.
    nonisolated public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// Creates a conic gradient from a collection of color stops that completes a full turn.
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    /// A rectangle filled with the gradient.
    public var body: _ShapeView<Rectangle, AngularGradient> { Rectangle().fill(self) }

    /// The start colour, where one flat colour stands for the gradient (text).
    @_spi(Backend) nonisolated public var flatColor: Color { gradient.color(at: 0) }

    nonisolated func resolvedGradient(in rect: CGRect) -> ResolvedGradient {
        ResolvedGradient(
            geometry: .angular(center: center.point(in: rect), startAngle: startAngle, endAngle: endAngle),
            gradient: gradient)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient.
    public static func angularGradient(
        _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient defined by a collection of colors.
    public static func angularGradient(
        colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient defined by a collection of color stops.
    public static func angularGradient(
        stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A conic gradient that completes a full turn.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero)
        -> AngularGradient
    {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }

    /// A conic gradient defined by a collection of colors that completes a full turn.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero)
        -> AngularGradient
    {
        AngularGradient(colors: colors, center: center, angle: angle)
    }

    /// A conic gradient defined by a collection of color stops that completes a full turn.
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero)
        -> AngularGradient
    {
        AngularGradient(stops: stops, center: center, angle: angle)
    }
}
