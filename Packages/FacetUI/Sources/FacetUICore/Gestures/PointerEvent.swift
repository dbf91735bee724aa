import Foundation

/// One event of a pointer (mouse or touch) as a backend reports it to the graph's gesture
/// recognition, in the root view's coordinates.
///
/// ```swift
/// graph.handlePointer(PointerEvent(.down, at: CGPoint(x: 3, y: 1), time: start))
/// ```
@_spi(Backend)
public struct PointerEvent: Equatable, Sendable {
    /// What happened to the pointer.
    public enum Phase: Equatable, Sendable {
        /// A button was pressed (a touch began).
        case down
        /// The pointer moved while pressed.
        case moved
        /// The button was released (the touch ended).
        case up
        /// The interaction was cancelled by the system.
        case cancelled
        /// No input, only time passed (recognisers waiting for a duration check it).
        case tick
    }

    /// What happened to the pointer.
    public var phase: Phase
    /// Where the pointer is, in the root view's coordinate space.
    public var location: CGPoint
    /// When it happened.
    public var time: Date

    /// An event of `phase` at `location` (root coordinates) at `time`.
    public init(_ phase: Phase, at location: CGPoint, time: Date = Date()) {
        self.phase = phase
        self.location = location
        self.time = time
    }
}
