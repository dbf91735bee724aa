import CGTK
import CGTKSupport
import FacetUI
import Foundation

extension SliderContent: GTKMapped {
    /// A horizontal `GtkScale` over the bounds, snapped to the step; moving it sends the value.
    /// With value labels, a box holds the minimum value's `GtkLabel`, the scale and the
    /// maximum value's `GtkLabel`, side by side.
    func makeGTKWidget() -> GTKWidget {
        let scale = gtk_scale_new_with_range(
            GTK_ORIENTATION_HORIZONTAL, bounds.lowerBound, max(bounds.upperBound, bounds.lowerBound + 1e-9),
            step ?? (bounds.upperBound - bounds.lowerBound) / 100)!
        gtk_scale_set_draw_value(gtkCast(scale), 0)
        var box: UnsafeMutablePointer<GtkWidget>?
        var labels: [UnsafeMutablePointer<GtkWidget>] = []
        if hasValueLabels {
            let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, ControlMapping.spacing)!
            labels = [gtk_label_new(nil)!, gtk_label_new(nil)!]
            gtk_widget_set_hexpand(scale, 1)
            for part in [labels[0], scale, labels[1]] { gtk_box_append(gtkCast(row), part) }
            box = row
        }
        let widget = GTKWidget(widget: scale, placedIn: box, content: self, events: nil)
        widget.parts = labels
        Signals.connect(UnsafeMutableRawPointer(scale), "value-changed") { [weak widget] in
            widget?.send(.value(gtk_range_get_value(gtkCast(scale))))
        }
        return widget
    }

    /// Sliders fill the proposed width.
    func size(for proposal: ProposedViewSize, _ measure: GTKMeasurer) -> CGSize {
        fillingWidth(proposal, measure)
    }

    /// Whether a value label is shown (the widget has a box and two labels then).
    private var hasValueLabels: Bool { minimumValueLabel != nil || maximumValueLabel != nil }

    var structureKey: String { hasValueLabels ? "labels" : "plain" }

    func configure(_ widget: GTKWidget) {
        if widget.parts.count == 2 {
            gtk_label_set_text(gtkCast(widget.parts[0]), minimumValueLabel ?? "")
            gtk_label_set_text(gtkCast(widget.parts[1]), maximumValueLabel ?? "")
        }
        let range: UnsafeMutablePointer<GtkRange> = gtkCast(widget.widget)
        gtk_range_set_range(range, bounds.lowerBound, max(bounds.upperBound, bounds.lowerBound + 1e-9))
        if let step { gtk_range_set_increments(range, step, step) }
        if gtk_range_get_value(range) != value { gtk_range_set_value(range, value) }
        gtk_widget_set_sensitive(widget.placedWidget, isEnabled ? 1 : 0)
    }
}

/// Its widget takes keyboard focus: `@FocusState` follows it.
extension SliderContent: GTKFocusReporting {}
