import CGTK
import CGTKSupport
import FacetUI
import Foundation

/// Content drawn with cairo into a `GtkDrawingArea` (shapes, a gauge's rings): it says how
/// to draw itself; the area, its draw function and redrawing on new content are shared.
@MainActor
protocol GTKDrawn: GTKMapped {
    /// Draws the content in `cairo`, over the area's `width` × `height`; `area` is the
    /// drawing area (for its theme colours).
    func draw(in cairo: OpaquePointer, width: Double, height: Double, area: UnsafeMutablePointer<GtkWidget>)
}

extension GTKDrawn {
    /// A `GtkDrawingArea` that draws the widget's current content.
    func makeDrawingArea() -> GTKWidget {
        let area = gtk_drawing_area_new()!
        let widget = GTKWidget(widget: area, content: self, events: nil)
        let draw: GtkDrawingAreaDrawFunc = { area, cairo, width, height, data in
            guard let area, let cairo, let data else { return }
            let widget = Unmanaged<GTKWidget>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated {
                (widget.content as? any GTKDrawn)?.draw(
                    in: cairo, width: Double(width), height: Double(height), area: gtkWidget(area))
            }
        }
        // The widget owns the area, so it outlives every draw; no reference is taken here.
        gtk_drawing_area_set_draw_func(gtkCast(area), draw, Unmanaged.passUnretained(widget).toOpaque(), nil)
        return widget
    }
}
