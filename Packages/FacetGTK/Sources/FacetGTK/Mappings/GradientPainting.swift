import CGTK
import FacetUI
import Foundation

/// Cairo patterns for FacetUI's gradients: linear and radial ones are cairo's own (an
/// elliptical one is a radial pattern scaled to the filled rectangle); an angular one, which
/// cairo lacks, is drawn as one-degree sectors, each in the colour at its middle angle.
enum GradientPainting {
    /// A new pattern (the caller destroys it) painting `gradient` over `shape`, or `nil`
    /// when nothing can be painted.
    static func pattern(
        for gradient: ResolvedGradient, of shape: ResolvedShape, in cairo: OpaquePointer,
        foreground: ShapeDrawing.RGBA?
    ) -> OpaquePointer? {
        let pattern: OpaquePointer?
        switch gradient.geometry {
        case .linear(let start, let end):
            pattern = cairo_pattern_create_linear(
                Double(start.x), Double(start.y), Double(end.x), Double(end.y))
        case .radial(let center, let startRadius, let endRadius):
            let (x, y) = (Double(center.x), Double(center.y))
            pattern = cairo_pattern_create_radial(x, y, Double(startRadius), x, y, Double(endRadius))
        case .elliptical(let center, let size, let startFraction, let endFraction):
            guard size.width > 0, size.height > 0 else { return nil }
            pattern = cairo_pattern_create_radial(0, 0, Double(startFraction), 0, 0, Double(endFraction))
            // The pattern's space is the user space measured in the rectangle's size.
            var matrix = cairo_matrix_t()
            cairo_matrix_init(
                &matrix, 1 / Double(size.width), 0, 0, 1 / Double(size.height),
                -Double(center.x / size.width), -Double(center.y / size.height))
            cairo_pattern_set_matrix(pattern, &matrix)
        case .angular(let center, _, _):
            return sectors(gradient, around: center, covering: shape, in: cairo, foreground: foreground)
        }
        guard let pattern else { return nil }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        let stops = gradient.gradient.stops.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
        for (_, stop) in stops {
            guard let (red, green, blue, opacity) = ColorMapping.components(stop.color) ?? foreground else {
                continue
            }
            cairo_pattern_add_color_stop_rgba(pattern, Double(stop.location), red, green, blue, opacity)
        }
        return pattern
    }

    /// The angular gradient drawn as 360 sectors around `center` into a group, as a pattern.
    private static func sectors(
        _ gradient: ResolvedGradient, around center: CGPoint, covering shape: ResolvedShape,
        in cairo: OpaquePointer, foreground: ShapeDrawing.RGBA?
    ) -> OpaquePointer? {
        let margin = (shape.strokeStyle?.lineWidth ?? 0) + 1
        let bounds = shape.path.boundingRect.insetBy(dx: -margin, dy: -margin)
        let corners = [
            CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
            CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY),
        ]
        let radius = Double(corners.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 0) + 1
        let (x, y) = (Double(center.x), Double(center.y))
        cairo_push_group(cairo)
        // Sectors are not anti-aliased: their seams would let the background through. The
        // shape's own edge still is, when the group paints it.
        let antialias = cairo_get_antialias(cairo)
        cairo_set_antialias(cairo, CAIRO_ANTIALIAS_NONE)
        defer { cairo_set_antialias(cairo, antialias) }
        for degree in 0..<360 {
            let middle = CGPoint(
                x: center.x + cos((Double(degree) + 0.5) * .pi / 180),
                y: center.y + sin((Double(degree) + 0.5) * .pi / 180))
            guard
                let (red, green, blue, opacity) = ColorMapping.components(gradient.color(at: middle))
                    ?? foreground
            else { continue }
            cairo_set_source_rgba(cairo, red, green, blue, opacity)
            cairo_move_to(cairo, x, y)
            // A little overlap so that no pixel between two sectors is left out.
            cairo_arc(cairo, x, y, radius, Double(degree) * .pi / 180, (Double(degree) + 1.05) * .pi / 180)
            cairo_close_path(cairo)
            cairo_fill(cairo)
        }
        return cairo_pop_group(cairo)
    }
}
