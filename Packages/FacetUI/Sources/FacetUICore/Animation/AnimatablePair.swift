/// A pair of animatable values, itself animatable: how a type with several animated
/// parameters exposes them as one ``Animatable/animatableData``.
///
/// ```swift
/// var animatableData: AnimatablePair<CGFloat, Double> {
///     get { AnimatablePair(radius, progress) }
///     set { (radius, progress) = (newValue.first, newValue.second) }
/// }
/// ```
@frozen public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// Creates a pair of `first` and `second`.
    @inlinable public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The pair of zeros.
    public static var zero: AnimatablePair<First, Second> { .init(First.zero, Second.zero) }

    /// Adds `rhs` to `lhs`, component by component.
    public static func += (lhs: inout AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) {
        lhs.first += rhs.first
        lhs.second += rhs.second
    }

    /// Subtracts `rhs` from `lhs`, component by component.
    public static func -= (lhs: inout AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) {
        lhs.first -= rhs.first
        lhs.second -= rhs.second
    }

    /// The component-wise sum.
    public static func + (lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>)
        -> AnimatablePair<First, Second>
    {
        .init(lhs.first + rhs.first, lhs.second + rhs.second)
    }

    /// The component-wise difference.
    public static func - (lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>)
        -> AnimatablePair<First, Second>
    {
        .init(lhs.first - rhs.first, lhs.second - rhs.second)
    }

    /// Scales both values by `rhs`.
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    /// The sum of both values' squared magnitudes.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }

    /// Whether both values are equal.
    public static func == (a: AnimatablePair<First, Second>, b: AnimatablePair<First, Second>) -> Bool {
        a.first == b.first && a.second == b.second
    }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
