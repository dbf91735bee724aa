import Foundation

/// A type with values that an animation can interpolate: it can be added, subtracted,
/// scaled by a factor and measured.
///
/// ```swift
/// var value = 2.0
/// value.scale(by: 0.5)          // 1.0
/// 3.0.interpolated(towards: 5, amount: 0.5)  // 4.0
/// ```
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component of this value by `rhs`.
    mutating func scale(by rhs: Double)

    /// The dot product of this value with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// A copy of this value with each component multiplied by `rhs`.
    public func scaled(by rhs: Double) -> Self {
        var result = self
        result.scale(by: rhs)
        return result
    }

    /// Moves this value `amount` of the way towards `other` (0 stays, 1 reaches it).
    public mutating func interpolate(towards other: Self, amount: Double) {
        var step = other - self
        step.scale(by: amount)
        self += step
    }

    /// This value moved `amount` of the way towards `other`.
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var result = self
        result.interpolate(towards: other, amount: amount)
        return result
    }
}

extension Float: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self = Float(Double(self) * rhs) }

    /// The square of the value.
    public var magnitudeSquared: Double { Double(self) * Double(self) }
}

extension Double: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= rhs }

    /// The square of the value.
    public var magnitudeSquared: Double { self * self }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }

    /// The square of the value.
    public var magnitudeSquared: Double { Double(self * self) }
}
