import CGTK
import FacetGTK
import FacetTestSupport
import FacetUI
import Foundation
import Testing

/// A 40 × 40 square at the window's top-leading corner, moved by dragging it: live while
/// dragged (a `@GestureState`), kept where the drag ends.
private struct DragSquare: View {
    @State private var offset = CGSize.zero
    @GestureState private var dragged = CGSize.zero
    @State private var hovered = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("at \(Int(offset.width)),\(Int(offset.height)) \(hovered ? "hovered" : "not hovered")")
            Color.red.frame(width: 40, height: 40)
                .onHover { hovered = $0 }
                .offset(x: offset.width + dragged.width, y: offset.height + dragged.height)
                .gesture(
                    DragGesture(minimumDistance: 0)
                        .updating($dragged) { value, state, _ in state = value.translation }
                        .onEnded { value in
                            offset.width += value.translation.width
                            offset.height += value.translation.height
                        })
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A view filling the window, scaled by a pinch and turned by a rotation of two fingers.
private struct PinchedPicture: View {
    @State private var scale: CGFloat = 1
    @State private var angle = Angle.zero
    @GestureState private var live: CGFloat = 1

    var body: some View {
        VStack(spacing: 0) {
            Text("scale \(scale * live) angle \(Int(angle.degrees.rounded()))")
            Color.blue
                .gesture(
                    MagnifyGesture()
                        .updating($live) { value, state, _ in state = value.magnification }
                        .onEnded { scale *= $0.magnification }
                        .simultaneously(with: RotateGesture().onEnded { angle += $0.rotation }))
        }
    }
}

@MainActor @Suite(.gtkAvailable, .serialized) struct PointerInputTests {
    @Test func twoFingersPinchAndTurnAView() throws {
        let host = GTKHost(PinchedPicture())
        host.backend.enablePointerInput(for: host.graph)
        let label = try host.widget("GtkLabel")
        let zoom = try controller("GtkGestureZoom", of: host.backend.rootFrame)
        let rotate = try controller("GtkGestureRotate", of: host.backend.rootFrame)
        // GTK's signals for a touchpad pinch and turn (no touch points: the window's centre,
        // on the blue view): both gestures begin, the scale and the angle change, both end.
        facet_emit_pointer(zoom, "begin", nil)
        facet_emit_pointer(rotate, "begin", nil)
        facet_emit_double(zoom, "scale-changed", 1.5)
        host.flush()
        #expect(label.text == "scale 1.5 angle 0", "live while pinched")
        facet_emit_xy(rotate, "angle-changed", Double.pi / 4, Double.pi / 4)
        facet_emit_pointer(zoom, "end", nil)
        host.flush()
        #expect(label.text == "scale 1.5 angle 0", "the interaction lasts until both end")
        facet_emit_pointer(rotate, "end", nil)
        host.flush()
        #expect(label.text == "scale 1.5 angle 45")
    }

    @Test func aDragOfThePointerMovesADragGestureView() throws {
        let host = GTKHost(DragSquare())
        host.backend.enablePointerInput(for: host.graph)
        let label = try host.widget("GtkLabel")
        let square = try #require(host.backend.allWidgets.first { $0.content.kind == "Rectangle" })
        let top = square.frame.minY
        #expect(square.frame.origin.x == 0)
        let drag = try controller("GtkGestureDrag", of: host.backend.rootFrame)

        // GtkGestureDrag's signals, as GTK emits them for a press at (10, top + 10) moved by
        // (15, 5) then (30, 20) and released.
        facet_emit_xy(drag, "drag-begin", 10, Double(top) + 10)
        host.flush()
        facet_emit_xy(drag, "drag-update", 15, 5)
        host.flush()
        #expect(square.frame.origin == CGPoint(x: 15, y: top + 5), "the square follows the drag")
        facet_emit_xy(drag, "drag-update", 30, 20)
        facet_emit_xy(drag, "drag-end", 30, 20)
        host.flush()
        #expect(square.frame.origin == CGPoint(x: 30, y: top + 20), "and stays where it was released")
        #expect(label.text == "at 30,20 not hovered")

        // A press outside the square moves nothing.
        facet_emit_xy(drag, "drag-begin", 200, 200)
        facet_emit_xy(drag, "drag-update", 10, 10)
        facet_emit_xy(drag, "drag-end", 10, 10)
        host.flush()
        #expect(square.frame.origin == CGPoint(x: 30, y: top + 20))
    }

    @Test func pointerMotionMovesTheHover() throws {
        let host = GTKHost(DragSquare())
        host.backend.enablePointerInput(for: host.graph)
        let label = try host.widget("GtkLabel")
        let square = try #require(host.backend.allWidgets.first { $0.content.kind == "Rectangle" })
        let motion = try controller("GtkEventControllerMotion", of: host.backend.rootFrame)
        facet_emit_xy(motion, "motion", 20, Double(square.frame.midY))
        host.flush()
        #expect(label.text == "at 0,0 hovered")
        facet_emit_xy(motion, "motion", 300, 250)
        host.flush()
        #expect(label.text == "at 0,0 not hovered")
        facet_emit_xy(motion, "motion", 20, Double(square.frame.midY))
        facet_signal_emit(motion, "leave")
        host.flush()
        #expect(label.text == "at 0,0 not hovered", "leaving the window ends the hover")
    }
}
