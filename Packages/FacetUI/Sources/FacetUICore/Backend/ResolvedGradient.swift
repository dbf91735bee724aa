import Foundation

/// A gradient ready to paint a shape: its geometry in the widget's square units (a widget
/// unit `aspect` times as tall as wide is `aspect` square units tall, so a radial gradient
/// stays round in a terminal) and its stops. Backends sample it (``color(at:)``) or hand
/// the geometry to their own gradient painter.
public struct ResolvedGradient: Equatable, Sendable {
    /// The gradient's geometry, in square units from the widget's top-leading corner.
    public enum Geometry: Equatable, Sendable {
        /// Colours change along the line from `start` to `end`, constant across it.
        case linear(start: CGPoint, end: CGPoint)
        /// Colours change with the distance from `center`, from `startRadius` to `endRadius`.
        case radial(center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
        /// Colours change with the distance from `center` measured in `size` (an ellipse
        /// `size` times the fractions), from `startFraction` to `endFraction`.
        case elliptical(center: CGPoint, size: CGSize, startFraction: CGFloat, endFraction: CGFloat)
        /// Colours change with the angle around `center` (clockwise from the trailing
        /// direction), from `startAngle` to `endAngle`.
        case angular(center: CGPoint, startAngle: Angle, endAngle: Angle)
    }

    /// Where the colours go.
    public var geometry: Geometry
    /// The colours.
    public var gradient: Gradient
    /// How tall a widget unit is drawn, in square units (2 for a character cell).
    public var aspect: CGFloat

    /// Creates a resolved gradient.
    public init(geometry: Geometry, gradient: Gradient, aspect: CGFloat = 1) {
        (self.geometry, self.gradient, self.aspect) = (geometry, gradient, aspect)
    }

    /// The colour at `point`, in the widget's coordinates.
    public func color(at point: CGPoint) -> Color {
        gradient.color(at: location(at: CGPoint(x: point.x, y: point.y * aspect)))
    }

    /// The gradient location (0 at the start, 1 at the end; outside when beyond) at
    /// `point`, in square units.
    public func location(at point: CGPoint) -> Double {
        switch geometry {
        case .linear(let start, let end):
            let (dx, dy) = (Double(end.x - start.x), Double(end.y - start.y))
            let length = dx * dx + dy * dy
            guard length > 0 else { return 0 }
            return (Double(point.x - start.x) * dx + Double(point.y - start.y) * dy) / length
        case .radial(let center, let startRadius, let endRadius):
            let distance = Double(hypot(point.x - center.x, point.y - center.y))
            return Self.fraction(distance, from: Double(startRadius), to: Double(endRadius))
        case .elliptical(let center, let size, let startFraction, let endFraction):
            guard size.width > 0, size.height > 0 else { return 0 }
            let distance = Double(
                hypot((point.x - center.x) / size.width, (point.y - center.y) / size.height))
            return Self.fraction(distance, from: Double(startFraction), to: Double(endFraction))
        case .angular(let center, let startAngle, let endAngle):
            let angle = atan2(Double(point.y - center.y), Double(point.x - center.x)) * 180 / .pi
            return Self.angularLocation(angle, start: startAngle.degrees, end: endAngle.degrees)
        }
    }

    private static func fraction(_ value: Double, from start: Double, to end: Double) -> Double {
        guard end != start else { return value < start ? 0 : 1 }
        return (value - start) / (end - start)
    }

    /// An angle's location between `start` and `end` (degrees). Equal angles make a whole
    /// turn. More than a turn draws the last whole turn; less leaves a gap whose first half
    /// has the end colour and second half the start colour.
    static func angularLocation(_ angle: Double, start: Double, end: Double) -> Double {
        var (start, end) = (start, end)
        if start == end { end = start + 360 }
        if end < start { return 1 - angularLocation(angle, start: end, end: start) }
        let span = end - start
        if span >= 360 {
            let turnStart = end - 360
            return (turnStart + positiveRemainder(angle - turnStart) - start) / span
        }
        let offset = positiveRemainder(angle - start)
        if offset <= span { return offset / span }
        return offset - span < (360 - span) / 2 ? 1 : 0
    }

    private static func positiveRemainder(_ degrees: Double) -> Double {
        let remainder = degrees.truncatingRemainder(dividingBy: 360)
        return remainder < 0 ? remainder + 360 : remainder
    }
}

/// A style that paints with a gradient: it resolves to one for the rectangle it fills
/// (in square units).
protocol GradientStyle: ShapeStyle {
    func resolvedGradient(in rect: CGRect) -> ResolvedGradient
}

extension UnitPoint {
    /// This point in `rect`.
    func point(in rect: CGRect) -> CGPoint {
        CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }
}

extension ResolvedGradient {
    /// The gradient moved by `transform` (its square units mapped to the transform's):
    /// points are transformed, lengths scaled by the transform's scale, angles turned by its
    /// rotation.
    func applying(_ transform: CGAffineTransform) -> ResolvedGradient {
        let scale = sqrt(abs(transform.a * transform.d - transform.b * transform.c))
        var moved = self
        switch geometry {
        case .linear(let start, let end):
            moved.geometry = .linear(start: start.applying(transform), end: end.applying(transform))
        case .radial(let center, let startRadius, let endRadius):
            moved.geometry = .radial(
                center: center.applying(transform), startRadius: startRadius * scale,
                endRadius: endRadius * scale)
        case .elliptical(let center, let size, let startFraction, let endFraction):
            moved.geometry = .elliptical(
                center: center.applying(transform),
                size: CGSize(width: size.width * abs(transform.a), height: size.height * abs(transform.d)),
                startFraction: startFraction, endFraction: endFraction)
        case .angular(let center, let startAngle, let endAngle):
            let rotation = Angle(radians: Double(atan2(transform.b, transform.a)))
            moved.geometry = .angular(
                center: center.applying(transform), startAngle: startAngle + rotation,
                endAngle: endAngle + rotation)
        }
        return moved
    }
}
