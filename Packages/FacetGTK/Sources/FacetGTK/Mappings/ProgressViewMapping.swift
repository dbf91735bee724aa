import CGTK
import CGTKSupport
import FacetUI
import Foundation

extension ProgressContent: GTKMapped {
    /// A `GtkProgressBar` when the fraction is known (or linear style), else a spinning
    /// `GtkSpinner`.
    func makeGTKWidget() -> GTKWidget {
        if isSpinner {
            let spinner = gtk_spinner_new()!
            gtk_spinner_start(gtkCast(spinner))
            return GTKWidget(widget: spinner, content: self, events: nil)
        }
        return GTKWidget(widget: gtk_progress_bar_new(), content: self, events: nil)
    }

    private var isSpinner: Bool {
        resolvedStyle == .circular || (fraction == nil && resolvedStyle != .linear)
    }

    var structureKey: String { isSpinner ? "spinner" : "bar" }

    func configure(_ widget: GTKWidget) {
        guard !isSpinner else { return }
        let bar: OpaquePointer = gtkCast(widget.widget)
        if let fraction {
            gtk_progress_bar_set_fraction(bar, min(max(fraction, 0), 1))
        } else {
            gtk_progress_bar_pulse(bar)
        }
    }

    /// A bar fills the proposed width; a spinner keeps its natural size.
    func size(for proposal: ProposedViewSize, _ measure: GTKMeasurer) -> CGSize {
        let natural = measure.naturalSize(of: self, width: nil).size
        guard !isSpinner else { return natural }
        return CGSize(width: proposal.width ?? natural.width, height: natural.height)
    }
}
