import CGTK
import CGTKSupport
import FacetUI
import Foundation

// Images, dividers, shapes and colours: widgets that only show something.

extension ImageContent: GTKMapped {
    /// A `GtkImage` showing the freedesktop icon that stands for the SF Symbol (a few
    /// common ones are mapped; others are looked up as `name-symbolic`).
    /// A resizable image file is a `GtkPicture`, stretched to its frame.
    func makeGTKWidget() -> GTKWidget {
        GTKWidget(widget: isPicture ? gtk_picture_new() : gtk_image_new(), content: self, events: nil)
    }

    var structureKey: String { isPicture ? "Image.resizable" : kind }

    private var isPicture: Bool { isResizable && file != nil }

    /// A system symbol as its icon, 16 points at the medium `imageScale` (12 small, 21
    /// large); an image file at its own size ("image-missing" when the resource was not
    /// found), or stretched to its frame when resizable (GTK 4.8's picture resamples with its
    /// own filter: `interpolation(_:)` applies to pictures drawn in a `Canvas`). A resizable
    /// symbol takes its frame's size but is drawn at its icon size. The image's label is its
    /// accessible label.
    func configure(_ widget: GTKWidget) {
        if isPicture, let file {
            gtk_picture_set_filename(gtkCast(widget.widget), file)
            gtk_picture_set_can_shrink(gtkCast(widget.widget), 1)
            gtk_picture_set_content_fit(gtkCast(widget.widget), GTK_CONTENT_FIT_FILL)
        } else if let file {
            gtk_image_set_from_file(gtkCast(widget.widget), file)
            gtk_image_set_pixel_size(gtkCast(widget.widget), -1)
        } else {
            let icon = isResource ? "image-missing" : ImageMapping.iconName(forSystemName: systemName)
            gtk_image_set_from_icon_name(gtkCast(widget.widget), icon)
            gtk_image_set_pixel_size(gtkCast(widget.widget), scale == .small ? 12 : scale == .large ? 21 : 16)
        }
        // What the image describes: its label or name (nothing for a decorative image).
        facet_accessible_set_string(widget.widget, GTK_ACCESSIBLE_PROPERTY_LABEL, label)
    }

    /// The natural size, or the size offered (its natural size where unspecified) when
    /// resizable.
    func size(for proposal: ProposedViewSize, _ measure: GTKMeasurer) -> CGSize {
        let natural = measure.naturalSize(of: self, width: nil).size
        guard isResizable else { return natural }
        let size = proposal.replacingUnspecifiedDimensions(by: natural)
        return CGSize(
            width: size.width.isFinite ? size.width : natural.width,
            height: size.height.isFinite ? size.height : natural.height)
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
