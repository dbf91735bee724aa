import CGTK
import FacetUI
@_spi(Backend) import FacetUICore
import Foundation

/// Pinch and rotation in a GTK window (a touchpad's or a touch screen's two fingers),
/// handed to the graph as one two-finger interaction (``PointerEvent/transform``):
/// `GtkGestureZoom` gives the scale since it began (`scale-changed`), `GtkGestureRotate`
/// the angle turned since it began (`angle-changed`); the interaction begins when the first
/// of them begins, at the fingers' centre, and ends when both have ended. `MagnifyGesture`,
/// `MagnificationGesture`, `RotateGesture` and `RotationGesture` are recognised from it.
@MainActor
enum GTKTwoFingers {
    /// The interaction in progress.
    @MainActor
    private final class State {
        weak var graph: ViewGraph?
        /// How many of the two GTK gestures are running.
        var running = 0
        var centre = CGPoint.zero
        var transform = PointerTransform()
        init(_ graph: ViewGraph) { self.graph = graph }

        func send(_ phase: PointerEvent.Phase) {
            graph?.handlePointer(PointerEvent(phase, at: centre, transform: transform))
        }
    }

    /// Adds the zoom and rotate gestures to `widget` (the window's content).
    static func install(on widget: UnsafeMutablePointer<GtkWidget>, for graph: ViewGraph) {
        let state = State(graph)
        let zoom = gtk_gesture_zoom_new()!
        let rotate = gtk_gesture_rotate_new()!
        for gesture in [zoom, rotate] {
            let instance = UnsafeMutableRawPointer(gesture)
            Signals.connectIgnoringArgument(instance, "begin") { begin(state, gesture) }
            Signals.connectIgnoringArgument(instance, "end") { end(state) }
            Signals.connectIgnoringArgument(instance, "cancel") { end(state) }
            gtk_widget_add_controller(widget, gesture)
        }
        Signals.connect(UnsafeMutableRawPointer(zoom), "scale-changed") { (scale: Double) in
            state.transform.magnification = CGFloat(scale)
            state.send(.moved)
        }
        Signals.connect(UnsafeMutableRawPointer(rotate), "angle-changed") { _, delta in
            state.transform.rotation = .radians(delta)
            state.send(.moved)
        }
    }

    /// The first gesture to begin begins the interaction, at the fingers' centre (the
    /// window content's centre when GTK has no touch points, as for a touchpad).
    private static func begin(_ state: State, _ gesture: OpaquePointer) {
        state.running += 1
        guard state.running == 1 else { return }
        var x = 0.0
        var y = 0.0
        if gtk_gesture_get_bounding_box_center(gesture, &x, &y) != 0 {
            state.centre = CGPoint(x: x, y: y)
        } else if let size = state.graph?.size {
            state.centre = CGPoint(x: size.width / 2, y: size.height / 2)
        }
        state.transform = PointerTransform()
        state.send(.down)
    }

    /// The last gesture to end ends the interaction.
    private static func end(_ state: State) {
        guard state.running > 0 else { return }
        state.running -= 1
        if state.running == 0 { state.send(.up) }
    }
}
