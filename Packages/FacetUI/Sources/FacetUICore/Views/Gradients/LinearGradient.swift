import Foundation

/// A linear gradient: colours change along the line from a start point to an end point
/// (unit points of the filled rectangle) and stay constant across it. As a view it fills
/// the space it is offered.
///
/// ```swift
/// LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
/// Circle().fill(.linearGradient(colors: [.red, .orange], startPoint: .leading, endPoint: .trailing))
/// ```
public struct LinearGradient: ShapeStyle, View, GradientStyle {
    /// The colours.
    @_spi(Inspection) nonisolated public var gradient: Gradient
    /// Where the gradient starts.
    @_spi(Inspection) nonisolated public var startPoint: UnitPoint
    /// Where the gradient ends.
    @_spi(Inspection) nonisolated public var endPoint: UnitPoint

    /// Creates a linear gradient from a base gradient.
    nonisolated public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        (self.gradient, self.startPoint, self.endPoint) = (gradient, startPoint, endPoint)
    }

    /// Creates a linear gradient from a collection of colors.
    nonisolated public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// Creates a linear gradient from a collection of color stops.
    nonisolated public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// A rectangle filled with the gradient.
    public var body: _ShapeView<Rectangle, LinearGradient> { Rectangle().fill(self) }

    /// The start colour, where one flat colour stands for the gradient (text).
    @_spi(Backend) nonisolated public var flatColor: Color { gradient.color(at: 0) }

    nonisolated func resolvedGradient(in rect: CGRect) -> ResolvedGradient {
        ResolvedGradient(
            geometry: .linear(start: startPoint.point(in: rect), end: endPoint.point(in: rect)),
            gradient: gradient)
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient defined by a collection of colors.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient defined by a collection of color stops.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}
