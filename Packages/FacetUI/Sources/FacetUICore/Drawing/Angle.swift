import Foundation

/// A geometric angle whose value you access in either radians or degrees.
///
/// ```swift
/// let quarter = Angle.degrees(90)
/// quarter.radians  // .pi / 2
/// Rectangle().rotation(quarter + .degrees(45))
/// ```
public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians.
    public var radians: Double

    /// The angle in degrees.
    public var degrees: Double {
        get { radians * (180.0 / .pi) }
        set { radians = newValue * (.pi / 180.0) }
    }

    /// Creates an angle of zero.
    public init() { self.init(radians: 0) }

    /// Creates an angle of `radians`.
    public init(radians: Double) { self.radians = radians }

    /// Creates an angle of `degrees`.
    public init(degrees: Double) { self.init(radians: degrees * (.pi / 180.0)) }

    /// An angle of `radians`.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

    /// An angle of `degrees`.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    /// An angle of zero.
    public static var zero: Angle { Angle() }

    /// The value animations interpolate: the angle in radians.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }

    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }

    /// The sum of two angles.
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    /// The difference of two angles.
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    /// The angle turned the other way.
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
    /// Adds `rhs` to `lhs`.
    public static func += (lhs: inout Angle, rhs: Angle) { lhs.radians += rhs.radians }
    /// Subtracts `rhs` from `lhs`.
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs.radians -= rhs.radians }
    /// The angle multiplied by `rhs`.
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    /// The angle multiplied by `lhs`.
    public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(radians: lhs * rhs.radians) }
    /// The angle divided by `rhs`.
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
    /// Multiplies the angle by `rhs`.
    public static func *= (lhs: inout Angle, rhs: Double) { lhs.radians *= rhs }
    /// Multiplies the angle by `rhs` (SwiftUI's `VectorArithmetic` scaling).
    public mutating func scale(by rhs: Double) { radians *= rhs }
    /// The squared magnitude, in radians squared.
    public var magnitudeSquared: Double { radians * radians }
}
