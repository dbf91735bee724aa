import CGTK
import CGTKSupport
import FacetUI
import Foundation

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
