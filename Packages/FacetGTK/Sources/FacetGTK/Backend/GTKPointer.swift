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
    private final class State {
        weak var graph: ViewGraph?
        var start: CGPoint?
        init(_ graph: ViewGraph) { self.graph = graph }
    }

    typealias PointHandler = @convention(c) (OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> Void
    typealias PlainHandler = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void

    /// Adds the controllers to `widget` (the window's content).
    static func install(on widget: UnsafeMutablePointer<GtkWidget>, for graph: ViewGraph) {
        let state = State(graph)
        let drag = gtk_gesture_drag_new()!
        connect(drag, "drag-begin", state) { state, x, y in
            state.start = CGPoint(x: x, y: y)
            state.graph?.handlePointer(PointerEvent(.down, at: CGPoint(x: x, y: y)))
        }
        connect(drag, "drag-update", state) { state, dx, dy in
            guard let start = state.start else { return }
            state.graph?.handlePointer(PointerEvent(.moved, at: CGPoint(x: start.x + dx, y: start.y + dy)))
        }
        connect(drag, "drag-end", state) { state, dx, dy in
            guard let start = state.start else { return }
            state.start = nil
            state.graph?.handlePointer(PointerEvent(.up, at: CGPoint(x: start.x + dx, y: start.y + dy)))
        }
        gtk_widget_add_controller(widget, drag)

        let longPress = gtk_gesture_long_press_new()!
        connect(longPress, "pressed", state) { state, _, _ in
            guard state.graph?.isTrackingPointer == true else { return }
            state.graph?.handlePointer(PointerEvent(.tick, at: state.start ?? .zero))
        }
        gtk_widget_add_controller(widget, longPress)

        let motion = gtk_event_controller_motion_new()!
        connect(motion, "motion", state) { state, x, y in
            // While a button is held the drag's updates carry the motion.
            guard state.start == nil else { return }
            state.graph?.handleHover(at: CGPoint(x: x, y: y))
        }
        let leave: PlainHandler = { _, data in
            guard let data else { return }
            MainActor.assumeIsolated {
                let box = Unmanaged<Box>.fromOpaque(data).takeUnretainedValue()
                box.action(box.state, 0, 0)
            }
        }
        connect(
            motion, "leave", handler: unsafeBitCast(leave, to: GCallback.self),
            Box(state) { state, _, _ in
                state.graph?.handleHover(at: nil)
            })
        gtk_widget_add_controller(widget, motion)
    }

    /// What a signal handler is given: the state and the action for (x, y).
    private final class Box {
        let state: State
        let action: (State, Double, Double) -> Void
        init(_ state: State, _ action: @escaping (State, Double, Double) -> Void) {
            (self.state, self.action) = (state, action)
        }
    }

    /// Connects a signal with two doubles to `action`.
    private static func connect(
        _ instance: OpaquePointer, _ signal: String, _ state: State,
        action: @escaping (State, Double, Double) -> Void
    ) {
        let handler: PointHandler = { _, x, y, data in
            guard let data else { return }
            MainActor.assumeIsolated {
                let box = Unmanaged<Box>.fromOpaque(data).takeUnretainedValue()
                box.action(box.state, x, y)
            }
        }
        connect(instance, signal, handler: unsafeBitCast(handler, to: GCallback.self), Box(state, action))
    }

    /// Connects `handler` to `signal`, with `box` as its data (released with the handler).
    private static func connect(_ instance: OpaquePointer, _ signal: String, handler: GCallback, _ box: Box) {
        let data = Unmanaged.passRetained(box).toOpaque()
        let release: GClosureNotify = { data, _ in
            guard let data else { return }
            Unmanaged<Box>.fromOpaque(data).release()
        }
        facet_signal_connect(UnsafeMutableRawPointer(instance), signal, handler, data, release)
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
