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
    /// For a two-finger interaction (a pinch or a rotation on a touchpad or touch screen),
    /// how far it has scaled and turned since it began; `nil` for a single pointer. Its
    /// `.down` begins it (at the fingers' centre), `.moved` changes it, `.up` ends it.
    public var transform: PointerTransform?

    /// An event of `phase` at `location` (root coordinates) at `time`; `transform` for a
    /// two-finger interaction.
    public init(_ phase: Phase, at location: CGPoint, time: Date = Date(), transform: PointerTransform? = nil)
    {
        self.phase = phase
        self.location = location
        self.time = time
        self.transform = transform
    }
}

/// How far a two-finger interaction has scaled and turned since it began.
@_spi(Backend)
public struct PointerTransform: Equatable, Sendable {
    /// The scale: 1 where it began.
    public var magnification: CGFloat
    /// The rotation, clockwise positive as SwiftUI's angles on screen.
    public var rotation: Angle

    /// A transform of `magnification` and `rotation` (the identity by default).
    public init(magnification: CGFloat = 1, rotation: Angle = .zero) {
        (self.magnification, self.rotation) = (magnification, rotation)
    }
}
