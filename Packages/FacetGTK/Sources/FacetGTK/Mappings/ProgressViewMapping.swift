import CGTK
import CGTKSupport
import FacetUI
import Foundation

extension ProgressContent: GTKMapped {
    /// A `GtkProgressBar` when the fraction is known (or linear style), else a spinning
    /// `GtkSpinner`. With labels, the indicator and the frame of the label views share a
    /// `GtkBox`: the labels above the bar, or after the spinner.
    func makeGTKWidget() -> GTKWidget {
        let indicator: UnsafeMutablePointer<GtkWidget>
        if isSpinner {
            indicator = gtk_spinner_new()!
            gtk_spinner_start(gtkCast(indicator))
        } else {
            indicator = gtk_progress_bar_new()!
        }
        guard hasLabel else { return GTKWidget(widget: indicator, content: self, events: nil) }
        let box = gtk_box_new(
            isSpinner ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL, Self.spacing)!
        let frame = facet_frame_new()!
        gtk_widget_set_hexpand(frame, 1)
        gtk_widget_set_vexpand(frame, 1)
        if isSpinner {
            gtk_box_append(gtkCast(box), indicator)
            gtk_box_append(gtkCast(box), frame)
        } else {
            gtk_box_append(gtkCast(box), frame)
            gtk_box_append(gtkCast(box), indicator)
        }
        return GTKWidget(widget: indicator, placedIn: box, childFrame: frame, content: self, events: nil)
    }

    /// The room between the indicator and the labels, in pixels.
    private static let spacing: Int32 = 6

    private var isSpinner: Bool {
        resolvedStyle == .circular || (fraction == nil && resolvedStyle != .linear)
    }

    var structureKey: String { (isSpinner ? "spinner" : "bar") + (hasLabel ? ".labelled" : "") }

    func configure(_ widget: GTKWidget) {
        guard !isSpinner else { return }
        let bar: OpaquePointer = gtkCast(widget.widget)
        if let fraction {
            gtk_progress_bar_set_fraction(bar, min(max(fraction, 0), 1))
        } else {
            gtk_progress_bar_pulse(bar)
        }
    }

    /// The indicator's room beside the labels: the bar's height below them, the spinner's
    /// width before them (each with the spacing).
    func insets(_ measure: GTKMeasurer) -> EdgeInsets {
        guard hasLabel else { return EdgeInsets() }
        return measure.cachedInsets(for: self) {
            let indicator = measure.chromeSize(of: self)
            return isSpinner
                ? EdgeInsets(top: 0, leading: indicator.width, bottom: 0, trailing: 0)
                : EdgeInsets(top: 0, leading: 0, bottom: indicator.height, trailing: 0)
        }
    }

    /// A bar fills the proposed width; a spinner keeps its natural size.
    func size(for proposal: ProposedViewSize, _ measure: GTKMeasurer) -> CGSize {
        let natural = measure.naturalSize(of: self, width: nil).size
        guard !isSpinner else { return natural }
        return CGSize(width: proposal.width ?? natural.width, height: natural.height)
    }
}
