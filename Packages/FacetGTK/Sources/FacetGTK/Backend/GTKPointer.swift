import CGTK
import FacetUI
@_spi(Backend) import FacetUICore
import Foundation

/// Pointer input in a GTK window, handed to the graph's gestures and hover regions in the
/// window content's coordinates (the root's):
///
/// - `GtkGestureDrag`: a press begins an interaction (`drag-begin`), motion with the button
///   held moves it (`drag-update`), the release ends it (`drag-end`) — taps, drags and
///   long presses are recognised from these by the graph;
/// - `GtkGestureLongPress`: when GTK sees a long press, the graph checks the durations of
///   its long-press gestures at once instead of at its next timer;
/// - `GtkEventControllerMotion`: motion moves the hover (`onHover`, `onContinuousHover`),
///   leaving the window ends it.
///
/// The controllers listen in the bubble phase: a GTK control under the pointer (a button, a
/// slider) takes its own clicks first, as a child's gesture wins over its container's.
/// Pinch and rotation (`GtkGestureZoom`, `GtkGestureRotate`, from a touchpad or a touch
/// screen) are handed on by ``GTKTwoFingers``.
@MainActor
enum GTKPointer {
    /// The press being tracked: where it began (root coordinates).
    @MainActor
    private final class State {
        weak var graph: ViewGraph?
        var start: CGPoint?
        init(_ graph: ViewGraph) { self.graph = graph }
    }

    /// Adds the controllers to `widget` (the window's content).
    static func install(on widget: UnsafeMutablePointer<GtkWidget>, for graph: ViewGraph) {
        let state = State(graph)
        let drag = gtk_gesture_drag_new()!
        Signals.connect(UnsafeMutableRawPointer(drag), "drag-begin") { x, y in
            state.start = CGPoint(x: x, y: y)
            state.graph?.handlePointer(PointerEvent(.down, at: CGPoint(x: x, y: y)))
        }
        Signals.connect(UnsafeMutableRawPointer(drag), "drag-update") { dx, dy in
            guard let start = state.start else { return }
            state.graph?.handlePointer(PointerEvent(.moved, at: CGPoint(x: start.x + dx, y: start.y + dy)))
        }
        Signals.connect(UnsafeMutableRawPointer(drag), "drag-end") { dx, dy in
            guard let start = state.start else { return }
            state.start = nil
            state.graph?.handlePointer(PointerEvent(.up, at: CGPoint(x: start.x + dx, y: start.y + dy)))
        }
        gtk_widget_add_controller(widget, drag)

        let longPress = gtk_gesture_long_press_new()!
        Signals.connect(UnsafeMutableRawPointer(longPress), "pressed") { _, _ in
            guard state.graph?.isTrackingPointer == true else { return }
            state.graph?.handlePointer(PointerEvent(.tick, at: state.start ?? .zero))
        }
        gtk_widget_add_controller(widget, longPress)

        let motion = gtk_event_controller_motion_new()!
        Signals.connect(UnsafeMutableRawPointer(motion), "motion") { x, y in
            // While a button is held the drag's updates carry the motion.
            guard state.start == nil else { return }
            state.graph?.handleHover(at: CGPoint(x: x, y: y))
        }
        Signals.connect(UnsafeMutableRawPointer(motion), "leave") { state.graph?.handleHover(at: nil) }
        gtk_widget_add_controller(widget, motion)
    }
}

extension GTKBackend {
    /// Hands the window's pointer input (press, drag, release, long press, motion, pinch and
    /// rotation) to
    /// `graph`'s gestures and hover regions (``GTKApp`` does this for the app's window).
    public func enablePointerInput(for graph: ViewGraph) {
        GTKPointer.install(on: rootFrame, for: graph)
        GTKTwoFingers.install(on: rootFrame, for: graph)
    }
}
