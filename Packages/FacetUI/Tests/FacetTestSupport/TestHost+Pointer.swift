@_spi(Backend) import FacetUICore
import Foundation

/// What a synthetic pointer event does (``TestHost/pointer(_:_:_:at:)``).
public enum PointerPhase: Sendable {
    case down, moved, up, cancelled, tick

    var phase: PointerEvent.Phase {
        switch self {
        case .down: return .down
        case .moved: return .moved
        case .up: return .up
        case .cancelled: return .cancelled
        case .tick: return .tick
        }
    }
}

extension TestHost {
    /// The time synthetic pointer events are measured from.
    public static var pointerEpoch: Date { Date(timeIntervalSinceReferenceDate: 0) }

    /// Sends a pointer event at (`x`, `y`) in the root's coordinates, `time` seconds after
    /// ``pointerEpoch``, then applies the updates. Returns whether a gesture took part.
    @discardableResult
    public func pointer(_ phase: PointerPhase, _ x: CGFloat, _ y: CGFloat, at time: TimeInterval = 0) -> Bool
    {
        let handled = graph.handlePointer(
            PointerEvent(
                phase.phase, at: CGPoint(x: x, y: y), time: Self.pointerEpoch.addingTimeInterval(time)))
        flush()
        return handled
    }

    /// Sends an event of a two-finger interaction (a pinch or a rotation) centred at (`x`,
    /// `y`), scaled by `magnification` and turned by `degrees` since it began, `time`
    /// seconds after ``pointerEpoch``, then applies the updates. Returns whether a gesture
    /// took part.
    @discardableResult
    public func twoFingers(
        _ phase: PointerPhase, _ x: CGFloat, _ y: CGFloat, magnification: CGFloat = 1, degrees: Double = 0,
        at time: TimeInterval = 0
    ) -> Bool {
        let handled = graph.handlePointer(
            PointerEvent(
                phase.phase, at: CGPoint(x: x, y: y), time: Self.pointerEpoch.addingTimeInterval(time),
                transform: PointerTransform(magnification: magnification, rotation: .degrees(degrees))))
        flush()
        return handled
    }

    /// Whether a pointer interaction with a gesture is in progress.
    public var isTrackingPointer: Bool { graph.isTrackingPointer }

    /// Presses at `from`, moves through `steps` evenly spaced points to `to` (0.1 s apart)
    /// and releases there.
    public func drag(from: CGPoint, to: CGPoint, steps: Int = 2, startingAt start: TimeInterval = 0) {
        pointer(.down, from.x, from.y, at: start)
        for step in 1...max(steps, 1) {
            let fraction = CGFloat(step) / CGFloat(max(steps, 1))
            pointer(
                .moved, from.x + (to.x - from.x) * fraction, from.y + (to.y - from.y) * fraction,
                at: start + 0.1 * Double(step))
        }
        pointer(.up, to.x, to.y, at: start + 0.1 * Double(max(steps, 1)))
    }
}

extension TestHost {
    /// Moves the pointer, with no button pressed, to (`x`, `y`) in the root's coordinates
    /// (`nil`: out of the window), then applies the updates. Returns whether a hover region
    /// took part.
    @discardableResult
    public func hover(_ x: CGFloat, _ y: CGFloat) -> Bool {
        let handled = graph.handleHover(at: CGPoint(x: x, y: y))
        flush()
        return handled
    }

    /// Moves the pointer out of the window.
    @discardableResult
    public func hoverOut() -> Bool {
        let handled = graph.handleHover(at: nil)
        flush()
        return handled
    }

    /// How many nodes hit testing looked at for the last press or hover.
    public var hitTestVisits: Int { graph.hitTestVisits }
}
