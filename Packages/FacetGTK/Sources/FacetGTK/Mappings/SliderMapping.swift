import CGTK
import CGTKSupport
import FacetUI
import Foundation

extension SliderContent: GTKMapped {
    /// A horizontal `GtkScale` over the bounds, snapped to the step; moving it sends the value.
    func makeGTKWidget() -> GTKWidget {
        let scale = gtk_scale_new_with_range(
            GTK_ORIENTATION_HORIZONTAL, bounds.lowerBound, max(bounds.upperBound, bounds.lowerBound + 1e-9),
            step ?? (bounds.upperBound - bounds.lowerBound) / 100)!
        gtk_scale_set_draw_value(gtkCast(scale), 0)
        let widget = GTKWidget(widget: scale, content: self, events: nil)
        Signals.connect(UnsafeMutableRawPointer(scale), "value-changed") { [weak widget] in
            widget?.send(.value(gtk_range_get_value(gtkCast(scale))))
        }
        return widget
    }

    /// Sliders fill the proposed width.
    func size(for proposal: ProposedViewSize, _ measure: GTKMeasurer) -> CGSize {
        fillingWidth(proposal, measure)
    }

    func configure(_ widget: GTKWidget) {
        let range: UnsafeMutablePointer<GtkRange> = gtkCast(widget.widget)
        gtk_range_set_range(range, bounds.lowerBound, max(bounds.upperBound, bounds.lowerBound + 1e-9))
        if let step { gtk_range_set_increments(range, step, step) }
        if gtk_range_get_value(range) != value { gtk_range_set_value(range, value) }
        gtk_widget_set_sensitive(widget.widget, isEnabled ? 1 : 0)
    }
}

/// Its widget takes keyboard focus: `@FocusState` follows it.
extension SliderContent: GTKFocusReporting {}
