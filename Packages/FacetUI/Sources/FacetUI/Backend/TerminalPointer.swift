import FacetTerminal
@_spi(Backend) import FacetUICore
import Foundation

/// Hands the terminal's mouse input to the graph's gestures: a left press that no widget
/// takes (a control inside a gesture's view wins, as a child's gesture does) starts an
/// interaction over the views with a gesture there; until it ends, drags and the release
/// go to it before the widgets. Motion with no button held moves the hover (`onHover`,
/// `onContinuousHover`). Positions are cells (the root's coordinates).
@MainActor
public enum TerminalPointer {
    /// Handles a drag or release of the interaction in progress; the run loop asks before
    /// the widgets. Returns whether it did.
    public static func capture(_ event: InputEvent, in graph: ViewGraph) -> Bool {
        guard graph.isTrackingPointer, case .mouse(let mouse) = event, mouse.kind != .press else {
            return false
        }
        return perform(event, in: graph)
    }

    /// Handles `event` when it belongs to a gesture (a press after the widgets declined
    /// it); returns whether it did.
    public static func perform(_ event: InputEvent, in graph: ViewGraph) -> Bool {
        guard case .mouse(let mouse) = event else { return false }
        let point = CGPoint(x: CGFloat(mouse.position.x), y: CGFloat(mouse.position.y))
        // Motion with no button (any-motion reporting) moves the hover.
        if mouse.kind == .move { return graph.handleHover(at: point) }
        guard mouse.button == .left || mouse.kind == .drag else { return false }
        switch mouse.kind {
        case .press:
            return graph.handlePointer(PointerEvent(.down, at: point))
        case .drag where graph.isTrackingPointer:
            return graph.handlePointer(PointerEvent(.moved, at: point))
        case .release where graph.isTrackingPointer:
            return graph.handlePointer(PointerEvent(.up, at: point))
        default:
            return false
        }
    }
}
