/// The animatable data of a type with nothing to interpolate: every value is zero.
///
/// ```swift
/// Circle().animatableData == EmptyAnimatableData()  // a circle has no animatable parameters
/// ```
@frozen public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// Creates the empty value.
    @inlinable public init() {}

    /// The empty value.
    @inlinable public static var zero: EmptyAnimatableData { .init() }

    /// Does nothing: there is nothing to add.
    @inlinable public static func += (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}

    /// Does nothing: there is nothing to subtract.
    @inlinable public static func -= (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}

    /// The empty value.
    @inlinable public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData)
        -> EmptyAnimatableData
    {
        .zero
    }

    /// The empty value.
    @inlinable public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData)
        -> EmptyAnimatableData
    {
        .zero
    }

    /// Does nothing: there is nothing to scale.
    @inlinable public mutating func scale(by rhs: Double) {}

    /// Zero.
    @inlinable public var magnitudeSquared: Double { 0 }

    /// Always `true`: empty values are all the same.
    public static func == (a: EmptyAnimatableData, b: EmptyAnimatableData) -> Bool { true }
}
