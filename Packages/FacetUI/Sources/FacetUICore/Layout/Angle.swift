import Foundation

/// A geometric angle whose value you access in either radians or degrees.
///
/// ```swift
/// let quarter = Angle(degrees: 90)
/// quarter.radians  // .pi / 2
/// ```
@frozen public struct Angle: Sendable {
    /// The angle in radians.
    public var radians: Double

    /// The angle in degrees.
    public var degrees: Double {
        get { radians * (180.0 / .pi) }
        set { radians = newValue * (.pi / 180.0) }
    }

    /// A zero angle.
    public init() { self.init(radians: 0.0) }

    /// An angle of `radians` radians.
    public init(radians: Double) { self.radians = radians }

    /// An angle of `degrees` degrees.
    public init(degrees: Double) { self.init(radians: degrees * (.pi / 180.0)) }

    /// An angle of `radians` radians.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

    /// An angle of `degrees` degrees.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    /// A zero angle.
    public static var zero: Angle { Angle() }
}

extension Angle: Hashable, Comparable {
    /// Whether `lhs` is a smaller angle than `rhs`.
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

extension Angle {
    /// The sum of two angles.
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }

    /// The difference of two angles.
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }

    /// Adds `rhs` to `lhs`.
    public static func += (lhs: inout Angle, rhs: Angle) { lhs.radians += rhs.radians }

    /// Subtracts `rhs` from `lhs`.
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs.radians -= rhs.radians }

    /// The angle scaled by `rhs`.
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }

    /// Scales `lhs` by `rhs`.
    public static func *= (lhs: inout Angle, rhs: Double) { lhs.radians *= rhs }

    /// The opposite angle.
    public static prefix func - (operand: Angle) -> Angle { Angle(radians: -operand.radians) }
}
