import Foundation

/// A color gradient represented as an array of color stops, each having a parametric
/// location value.
///
/// ```swift
/// let sunset = Gradient(colors: [.orange, .pink, .purple])
/// let sharp = Gradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 0.8)])
/// ```
public struct Gradient: Hashable, Sendable {
    /// One color stop in the gradient.
    public struct Stop: Hashable, Sendable {
        /// The color for the stop.
        public var color: Color
        /// The parametric location of the stop, from 0 (the gradient's start) to 1 (its end).
        public var location: CGFloat

        /// Creates a color stop with a color and location.
        public init(color: Color, location: CGFloat) { (self.color, self.location) = (color, location) }
    }

    /// The array of color stops.
    public var stops: [Stop]

    /// Creates a gradient from an array of color stops.
    public init(stops: [Stop]) { self.stops = stops }

    /// Creates a gradient from an array of colors, spaced evenly from 0 to 1 (a single
    /// colour is at 0).
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / last) }
    }
}

@_spi(Backend)
extension Gradient {
    /// The colour at `location` (0 at the start, 1 at the end): before the first stop the
    /// first colour, after the last the last one, and between two stops their components
    /// mixed linearly. Stops are taken in order of location (equal locations in the order
    /// given, so two stops at one place make a sharp edge). A colour without components
    /// (`.primary`, `.accentColor`) is not mixed: the nearer stop's colour is used.
    public func color(at location: Double) -> Color {
        let sorted = stops.enumerated().sorted {
            ($0.element.location, $0.offset) < ($1.element.location, $1.offset)
        }
        .map(\.element)
        guard let first = sorted.first, let last = sorted.last else { return .clear }
        guard location.isFinite else { return first.color }
        if location <= Double(first.location) { return first.color }
        if location >= Double(last.location) { return last.color }
        // The last stop at or before the location, and the one after it.
        let after = sorted.firstIndex { Double($0.location) > location }!
        let (a, b) = (sorted[after - 1], sorted[after])
        let fraction = (location - Double(a.location)) / Double(b.location - a.location)
        return Self.mix(a.color, b.color, fraction)
    }

    private static func mix(_ a: Color, _ b: Color, _ fraction: Double) -> Color {
        guard case .rgba(let r0, let g0, let b0, let a0) = a.storage,
            case .rgba(let r1, let g1, let b1, let a1) = b.storage
        else { return fraction < 0.5 ? a : b }
        func lerp(_ x: Double, _ y: Double) -> Double { x + (y - x) * fraction }
        return Color(red: lerp(r0, r1), green: lerp(g0, g1), blue: lerp(b0, b1), opacity: lerp(a0, a1))
    }
}

/// A gradient used as a style is a linear gradient from the top to the bottom.
///
/// ```swift
/// Rectangle().fill(Gradient(colors: [.white, .gray]))
/// ```
extension Gradient: ShapeStyle, GradientStyle {
    /// The start colour, where one flat colour stands for the gradient (text).
    @_spi(Backend) public var flatColor: Color { color(at: 0) }

    func resolvedGradient(in rect: CGRect) -> ResolvedGradient {
        LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom).resolvedGradient(in: rect)
    }
}
