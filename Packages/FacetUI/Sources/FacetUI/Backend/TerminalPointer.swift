import FacetTerminal
@_spi(Backend) import FacetUICore
import Foundation

/// Hands the terminal's mouse input to the graph's gestures: a left press over a view
/// with a gesture starts an interaction, and until it ends, drags and the release go to
/// it rather than to the widgets. Positions are cells (the root's coordinates).
@MainActor
public enum TerminalPointer {
    /// Handles `event` when it belongs to a gesture; returns whether it did.
    public static func perform(_ event: InputEvent, in graph: ViewGraph) -> Bool {
        guard case .mouse(let mouse) = event, mouse.button == .left || mouse.kind == .drag else {
            return false
        }
        let point = CGPoint(x: CGFloat(mouse.position.x), y: CGFloat(mouse.position.y))
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
