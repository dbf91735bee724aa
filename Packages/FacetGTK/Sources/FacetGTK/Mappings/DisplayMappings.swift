import CGTK
import CGTKSupport
import FacetUI
import Foundation

// Images, dividers, shapes and colours: widgets that only show something.

extension ImageContent: GTKMapped {
    /// A `GtkImage` showing the freedesktop icon that stands for the SF Symbol (a few
    /// common ones are mapped; others are looked up as `name-symbolic`).
    func makeGTKWidget() -> GTKWidget {
        GTKWidget(widget: gtk_image_new(), content: self, events: nil)
    }

    func configure(_ widget: GTKWidget) {
        gtk_image_set_from_icon_name(gtkCast(widget.widget), ImageMapping.iconName(forSystemName: systemName))
        gtk_image_set_pixel_size(gtkCast(widget.widget), 16)
    }
}

/// SF Symbol names as freedesktop icon names.
enum ImageMapping {
    static let icons: [String: String] = [
        "star": "non-starred-symbolic", "star.fill": "starred-symbolic",
        "checkmark": "object-select-symbolic",
        "checkmark.circle": "emblem-ok-symbolic", "checkmark.circle.fill": "emblem-ok-symbolic",
        "xmark": "window-close-symbolic", "plus": "list-add-symbolic", "minus": "list-remove-symbolic",
        "trash": "user-trash-symbolic", "gear": "emblem-system-symbolic",
        "gearshape": "emblem-system-symbolic",
        "magnifyingglass": "system-search-symbolic", "info.circle": "dialog-information-symbolic",
        "exclamationmark.triangle": "dialog-warning-symbolic", "house": "go-home-symbolic",
        "folder": "folder-symbolic", "doc": "text-x-generic-symbolic", "person": "avatar-default-symbolic",
        "heart": "emblem-favorite-symbolic", "heart.fill": "emblem-favorite-symbolic",
        "chevron.right": "go-next-symbolic", "chevron.left": "go-previous-symbolic",
        "list.bullet": "view-list-symbolic", "square.and.pencil": "document-edit-symbolic",
        "pencil": "document-edit-symbolic", "bell": "preferences-system-notifications-symbolic",
        "calendar": "x-office-calendar-symbolic", "clock": "preferences-system-time-symbolic",
    ]

    static func iconName(forSystemName name: String) -> String {
        icons[name] ?? name.replacingOccurrences(of: ".", with: "-") + "-symbolic"
    }
}

extension DividerContent: GTKMapped {
    /// A `GtkSeparator` drawn along ``axis``.
    func makeGTKWidget() -> GTKWidget {
        GTKWidget(
            widget: gtk_separator_new(
                axis == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL),
            content: self, events: nil)
    }

    var structureKey: String { axis == .horizontal ? "horizontal" : "vertical" }

    func configure(_ widget: GTKWidget) {}

    /// The separator's thickness across, the proposed length along.
    func size(for proposal: ProposedViewSize, _ measure: GTKMeasurer) -> CGSize {
        let natural = measure.naturalSize(of: self, width: nil).size
        return axis == .horizontal
            ? CGSize(width: proposal.width ?? natural.width, height: natural.height)
            : CGSize(width: natural.width, height: proposal.height ?? natural.height)
    }
}

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
