import Foundation

/// A two-dimensional vector (Core Graphics' type, which Foundation on Linux lacks): a
/// drag's velocity.
///
/// ```swift
/// let velocity = CGVector(dx: 120, dy: 0)
/// ```
public struct CGVector: Hashable, Sendable {
    /// The x component of the vector.
    public var dx: CGFloat
    /// The y component of the vector.
    public var dy: CGFloat

    /// A vector of zero length.
    public init() { self.init(dx: 0, dy: 0) }

    /// A vector with the given components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// A vector with the given components.
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    /// A vector with the given components.
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    /// The vector whose components are both zero.
    public static var zero: CGVector { CGVector() }
}
