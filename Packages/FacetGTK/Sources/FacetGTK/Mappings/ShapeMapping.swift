import CGTK
import CGTKSupport
import FacetUI
import Foundation

extension ResolvedShape: GTKDrawn {
    /// A `GtkDrawingArea` that fills and strokes the shape with cairo.
    func makeGTKWidget() -> GTKWidget { makeDrawingArea() }

    func draw(in cairo: OpaquePointer, width: Double, height: Double, area: UnsafeMutablePointer<GtkWidget>) {
        ShapeDrawing.draw(self, in: cairo, foreground: ShapeDrawing.foreground(of: area))
    }

    func configure(_ widget: GTKWidget) { gtk_widget_queue_draw(widget.widget) }

    /// Shapes take the space they are offered.
    func size(for proposal: ProposedViewSize, _ measure: GTKMeasurer) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 10, height: 10))
    }
}

/// Draws FacetUI's shapes with cairo: the path, filled with its fill rule or stroked with
/// its stroke style (width, caps, joins, miter limit, dashes), anti-aliased.
enum ShapeDrawing {
    typealias RGBA = (red: Double, green: Double, blue: Double, opacity: Double)

    static func draw(_ shape: ResolvedShape, in cairo: OpaquePointer, foreground: RGBA?) {
        if let gradient = shape.gradient {
            guard
                let pattern = GradientPainting.pattern(
                    for: gradient, of: shape, in: cairo, foreground: foreground)
            else { return }
            cairo_set_source(cairo, pattern)
            cairo_pattern_destroy(pattern)
        } else {
            // `.primary` is the theme's foreground colour.
            guard let (red, green, blue, opacity) = ColorMapping.components(shape.color) ?? foreground else {
                return
            }
            cairo_set_source_rgba(cairo, red, green, blue, opacity)
        }
        addPath(shape.path, to: cairo)
        if let style = shape.strokeStyle {
            cairo_set_line_width(cairo, Double(style.lineWidth))
            cairo_set_line_cap(cairo, lineCap(style.lineCap))
            cairo_set_line_join(cairo, lineJoin(style.lineJoin))
            cairo_set_miter_limit(cairo, Double(style.miterLimit))
            let dashes = style.dash.map(Double.init)
            dashes.withUnsafeBufferPointer {
                cairo_set_dash(cairo, $0.baseAddress, Int32($0.count), Double(style.dashPhase))
            }
            cairo_stroke(cairo)
        } else {
            cairo_set_fill_rule(
                cairo, shape.fillStyle.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill(cairo)
        }
        cairo_new_path(cairo)
    }

    /// The theme's foreground colour of `widget`.
    static func foreground(of widget: UnsafeMutablePointer<GtkWidget>) -> RGBA {
        var color = GdkRGBA()
        gtk_style_context_get_color(gtk_widget_get_style_context(widget), &color)
        return (Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
    }

    /// Replays the path's elements as cairo's (a quadratic curve raised to a cubic one).
    static func addPath(_ path: Path, to cairo: OpaquePointer) {
        cairo_new_path(cairo)
        var current = CGPoint.zero
        path.forEach { element in
            switch element {
            case .move(let point):
                cairo_move_to(cairo, Double(point.x), Double(point.y))
                current = point
            case .line(let point):
                cairo_line_to(cairo, Double(point.x), Double(point.y))
                current = point
            case .quadCurve(let point, let control):
                let c1 = CGPoint(
                    x: current.x + 2 / 3 * (control.x - current.x),
                    y: current.y + 2 / 3 * (control.y - current.y))
                let c2 = CGPoint(
                    x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y))
                cairo_curve_to(
                    cairo, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(point.x),
                    Double(point.y))
                current = point
            case .curve(let point, let control1, let control2):
                cairo_curve_to(
                    cairo, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
                    Double(point.x), Double(point.y))
                current = point
            case .closeSubpath:
                cairo_close_path(cairo)
            }
        }
    }

    private static func lineCap(_ cap: CGLineCap) -> cairo_line_cap_t {
        switch cap {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
    }

    private static func lineJoin(_ join: CGLineJoin) -> cairo_line_join_t {
        switch join {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
    }
}
