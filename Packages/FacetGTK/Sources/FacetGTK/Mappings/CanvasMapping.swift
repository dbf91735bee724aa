import CGTK
import CGTKSupport
import FacetUI
import Foundation

extension CanvasDisplayList: GTKDrawn {
    /// A `GtkDrawingArea` that replays the canvas's drawing commands with cairo.
    func makeGTKWidget() -> GTKWidget { makeDrawingArea() }

    func draw(in cairo: OpaquePointer, width: Double, height: Double, area: UnsafeMutablePointer<GtkWidget>) {
        CanvasDrawing.replay(
            self, in: cairo, width: width, height: height, foreground: ShapeDrawing.foreground(of: area))
    }

    func configure(_ widget: GTKWidget) { gtk_widget_queue_draw(widget.widget) }

    /// A canvas takes the space it is offered.
    func size(for proposal: ProposedViewSize, _ measure: GTKMeasurer) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 10, height: 10))
    }
}

/// Replays a ``CanvasDisplayList`` with cairo, in order: each command under its clips and
/// blend mode (composited as a group when one is set), anti-aliased.
///
/// Fills and strokes are drawn as shapes are (``ShapeDrawing``); text with Pango, in the
/// markup of text views; images as ``CanvasImageDrawing`` draws them. The blur, shadow and
/// projection filters the list records are not drawn yet (colour filters are already in the
/// recorded paints).
enum CanvasDrawing {
    static func replay(
        _ list: CanvasDisplayList, in cairo: OpaquePointer, width: Double, height: Double,
        foreground: ShapeDrawing.RGBA
    ) {
        cairo_save(cairo)
        // The renderer drew for `list.size`; a widget resized since draws it scaled until
        // the renderer runs again.
        if list.size.width > 0, list.size.height > 0 {
            cairo_scale(cairo, width / Double(list.size.width), height / Double(list.size.height))
        }
        for item in list.items {
            draw(item, in: cairo, size: list.size, foreground: foreground)
        }
        cairo_restore(cairo)
    }

    private static func draw(
        _ item: CanvasDisplayList.Item, in cairo: OpaquePointer, size: CGSize, foreground: ShapeDrawing.RGBA
    ) {
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        for clip in item.clips {
            ShapeDrawing.addPath(clip.path, to: cairo)
            if clip.isInverse {
                // Everything but the path: the canvas's rectangle around it, even-odd.
                cairo_rectangle(cairo, 0, 0, Double(size.width), Double(size.height))
                cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
            } else {
                cairo_set_fill_rule(
                    cairo, clip.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            }
            cairo_clip(cairo)
        }
        // The recorded paints carry the context's opacity already; text is drawn in its
        // markup's colours, so its opacity is applied here.
        var alpha = 1.0
        if case .text = item.command { alpha = item.opacity }
        let grouped = alpha < 1 || item.blendMode != .normal
        if grouped { cairo_push_group(cairo) }
        switch item.command {
        case .fill(let path, let paint, let style):
            ShapeDrawing.draw(shape(path, paint, fill: style), in: cairo, foreground: foreground)
        case .stroke(let path, let paint, let style):
            ShapeDrawing.draw(shape(path, paint, stroke: style), in: cairo, foreground: foreground)
        case .text(let text, let rect):
            drawText(text, in: rect, cairo: cairo, foreground: foreground)
        case .image(let image, let rect):
            CanvasImageDrawing.draw(image, in: rect, cairo: cairo, foreground: foreground)
        }
        if grouped {
            cairo_pop_group_to_source(cairo)
            cairo_set_operator(cairo, cairoOperator(item.blendMode))
            cairo_paint_with_alpha(cairo, alpha)
        }
    }

    private static func shape(
        _ path: Path, _ paint: CanvasDisplayList.Paint, fill: FillStyle = FillStyle(),
        stroke: StrokeStyle? = nil
    ) -> ResolvedShape {
        switch paint {
        case .color(let color):
            ResolvedShape(path: path, color: color, fillStyle: fill, strokeStyle: stroke, shapeName: "Canvas")
        case .gradient(let gradient):
            ResolvedShape(
                path: path, color: .clear, fillStyle: fill, strokeStyle: stroke, shapeName: "Canvas",
                gradient: gradient)
        }
    }

    private static func drawText(
        _ text: ResolvedText, in rect: CGRect, cairo: OpaquePointer, foreground: ShapeDrawing.RGBA
    ) {
        guard let layout = pango_cairo_create_layout(cairo) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        // Cairo draws on the main thread, where GTK calls the drawing function.
        let markup = MainActor.assumeIsolated { TextMapping.markup(text.runs) }
        pango_layout_set_markup(layout, markup, -1)
        pango_layout_set_width(layout, Int32(Double(rect.width) * Double(PANGO_SCALE)))
        cairo_set_source_rgba(cairo, foreground.red, foreground.green, foreground.blue, foreground.opacity)
        cairo_move_to(cairo, Double(rect.minX), Double(rect.minY))
        pango_cairo_show_layout(cairo, layout)
    }

    /// Cairo's operator for a blend mode (cairo has most of SwiftUI's; others draw normally).
    private static func cairoOperator(_ mode: GraphicsContext.BlendMode) -> cairo_operator_t {
        switch mode {
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        case .plusLighter: CAIRO_OPERATOR_ADD
        default: CAIRO_OPERATOR_OVER
        }
    }
}
