import CGTK
@_spi(Backend) import FacetUI
import Foundation

/// Images drawn into a `Canvas` with cairo: a picture file scaled to its rectangle, resampled
/// with the image's `interpolation(_:)` and anti-aliased at its edges or not
/// (`antialiased(_:)`); a system symbol (or a picture that was not found) as the character
/// standing for it, in its colour, filling its rectangle's height.
enum CanvasImageDrawing {
    /// The pictures loaded so far, by file (a canvas draws again on every change). GTK calls
    /// drawing functions on the main thread only.
    nonisolated(unsafe) private static var pictures: [String: OpaquePointer] = [:]

    static func draw(
        _ image: ImageContent, in rect: CGRect, cairo: OpaquePointer, foreground: ShapeDrawing.RGBA
    ) {
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        if let file = image.file, let picture = picture(at: file) {
            let (width, height) = (
                Double(gdk_pixbuf_get_width(picture)), Double(gdk_pixbuf_get_height(picture))
            )
            guard width > 0, height > 0 else { return }
            cairo_translate(cairo, Double(rect.minX), Double(rect.minY))
            cairo_scale(cairo, Double(rect.width) / width, Double(rect.height) / height)
            gdk_cairo_set_source_pixbuf(cairo, picture, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cairo), filter(image.interpolation))
            // The edge pixels extend outwards, so that a scaled picture's edges are not faded.
            cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
            cairo_set_antialias(cairo, image.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            cairo_rectangle(cairo, 0, 0, width, height)
            cairo_fill(cairo)
            return
        }
        let color = image.color.flatMap(ColorMapping.components) ?? foreground
        guard let layout = pango_cairo_create_layout(cairo) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let description = pango_font_description_new()
        defer { pango_font_description_free(description) }
        pango_font_description_set_absolute_size(
            description, max(1, Double(rect.height)) * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        pango_layout_set_text(layout, String(image.standInCharacter), -1)
        var logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, nil, &logical)
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.opacity)
        cairo_move_to(
            cairo, Double(rect.midX) - Double(logical.width) / 2,
            Double(rect.midY) - Double(logical.height) / 2)
        pango_cairo_show_layout(cairo, layout)
    }

    /// The picture in `file`, loaded once; `nil` when GDK cannot read it.
    private static func picture(at file: String) -> OpaquePointer? {
        if let known = pictures[file] { return known }
        guard let loaded = gdk_pixbuf_new_from_file(file, nil) else { return nil }
        pictures[file] = loaded
        return loaded
    }

    /// Cairo's resampling filter for an interpolation (cairo's "good" one by default).
    private static func filter(_ interpolation: Image.Interpolation?) -> cairo_filter_t {
        switch interpolation {
        case .none?: CAIRO_FILTER_NEAREST
        case .low?: CAIRO_FILTER_FAST
        case .medium?, nil: CAIRO_FILTER_GOOD
        case .high?: CAIRO_FILTER_BEST
        }
    }
}
