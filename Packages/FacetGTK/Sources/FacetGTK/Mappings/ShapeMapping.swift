import CGTK
import CGTKSupport
import FacetUI
import Foundation

extension ResolvedShape: GTKMapped {
    /// A `GtkDrawingArea` that fills and strokes the shape with cairo.
    func makeGTKWidget() -> GTKWidget {
        let area = gtk_drawing_area_new()!
        let widget = GTKWidget(widget: area, content: self, events: nil)
        let draw: GtkDrawingAreaDrawFunc = { _, cairo, width, height, data in
            guard let cairo, let data else { return }
            let widget = Unmanaged<GTKWidget>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated {
                guard let shape = widget.content as? ResolvedShape else { return }
                ShapeDrawing.draw(shape, in: cairo, width: Double(width), height: Double(height))
            }
        }
        // The widget owns the area, so it outlives every draw; no reference is taken here.
        gtk_drawing_area_set_draw_func(gtkCast(area), draw, Unmanaged.passUnretained(widget).toOpaque(), nil)
        return widget
    }

    func configure(_ widget: GTKWidget) { gtk_widget_queue_draw(widget.widget) }

    /// Shapes take the space they are offered.
    func size(for proposal: ProposedViewSize, _ measure: GTKMeasurer) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 10, height: 10))
    }
}

/// Cairo paths for FacetUI's shapes.
enum ShapeDrawing {
    static func draw(_ shape: ResolvedShape, in cairo: OpaquePointer, width: Double, height: Double) {
        let inset = shape.stroke == nil ? 0 : Double(shape.lineWidth) / 2
        let rect = (x: inset, y: inset, width: max(width - 2 * inset, 0), height: max(height - 2 * inset, 0))
        switch shape.shape {
        case .rectangle: cairo_rectangle(cairo, rect.x, rect.y, rect.width, rect.height)
        case .roundedRectangle: roundedRectangle(cairo, rect, radius: Double(shape.cornerRadius))
        case .capsule: roundedRectangle(cairo, rect, radius: min(rect.width, rect.height) / 2)
        case .circle:
            cairo_arc(cairo, width / 2, height / 2, min(rect.width, rect.height) / 2, 0, 2 * .pi)
        case .ellipse:
            cairo_save(cairo)
            cairo_translate(cairo, width / 2, height / 2)
            cairo_scale(cairo, max(rect.width, 0.001) / 2, max(rect.height, 0.001) / 2)
            cairo_arc(cairo, 0, 0, 1, 0, 2 * .pi)
            cairo_restore(cairo)
        }
        if let fill = shape.fill, let (red, green, blue, opacity) = ColorMapping.components(fill) {
            cairo_set_source_rgba(cairo, red, green, blue, opacity)
            shape.stroke == nil ? cairo_fill(cairo) : cairo_fill_preserve(cairo)
        }
        if let stroke = shape.stroke {
            let (red, green, blue, opacity) = ColorMapping.components(stroke) ?? (0, 0, 0, 1)
            cairo_set_source_rgba(cairo, red, green, blue, opacity)
            cairo_set_line_width(cairo, Double(shape.lineWidth))
            cairo_stroke(cairo)
        }
        cairo_new_path(cairo)
    }

    private static func roundedRectangle(
        _ cairo: OpaquePointer, _ rect: (x: Double, y: Double, width: Double, height: Double), radius: Double
    ) {
        let r = min(radius, rect.width / 2, rect.height / 2)
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, rect.x + rect.width - r, rect.y + r, r, -.pi / 2, 0)
        cairo_arc(cairo, rect.x + rect.width - r, rect.y + rect.height - r, r, 0, .pi / 2)
        cairo_arc(cairo, rect.x + r, rect.y + rect.height - r, r, .pi / 2, .pi)
        cairo_arc(cairo, rect.x + r, rect.y + r, r, .pi, 3 * .pi / 2)
        cairo_close_path(cairo)
    }
}
