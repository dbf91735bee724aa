import CGTK
import CGTKSupport
import FacetUI
import Foundation

// `NavigationSplitView` in GTK: `GtkPaned`s (nested for three columns) with a frame in each
// pane for the column's widgets.

extension NavigationSplitViewContent: GTKMapped {
    /// Two or three columns: the structure differs.
    var structureKey: String { "\(kind)-\(columnCount)" }

    /// A paned with the first column's frame at the start and the rest (a frame, or a
    /// paned of two frames) at the end; dragging the first handle sends the first column's
    /// new width.
    func makeGTKWidget() -> GTKWidget {
        let frames = (0..<max(1, columnCount)).map { _ in
            let frame = facet_frame_new()!
            gtk_widget_set_hexpand(frame, 1)
            gtk_widget_set_vexpand(frame, 1)
            return frame
        }
        var end = frames[frames.count - 1]
        var paneds: [UnsafeMutablePointer<GtkWidget>] = []
        for frame in frames.dropLast().reversed() {
            let paned = gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)!
            gtk_paned_set_start_child(gtkCast(paned), frame)
            gtk_paned_set_end_child(gtkCast(paned), end)
            gtk_paned_set_resize_start_child(gtkCast(paned), 0)
            gtk_paned_set_shrink_start_child(gtkCast(paned), 1)
            gtk_paned_set_shrink_end_child(gtkCast(paned), 1)
            paneds.insert(paned, at: 0)
            end = paned
        }
        let outer = paneds.first ?? frames[0]
        let widget = GTKWidget(widget: outer, content: self, events: nil)
        widget.paneFrames = frames
        widget.parts = paneds
        if let first = paneds.first {
            Signals.connectNotify(UnsafeMutableRawPointer(first), property: "position") { [weak widget] in
                widget?.send(.value(Double(gtk_paned_get_position(gtkCast(first)))))
            }
        }
        return widget
    }

    /// Shows the panes of the columns shown and moves the handles to the columns' widths.
    func configure(_ widget: GTKWidget) {
        for (index, frame) in widget.paneFrames.enumerated() {
            gtk_widget_set_visible(frame, shownColumns.contains(index) ? 1 : 0)
        }
        // Each paned's start is column `index`; its handle goes after that column's width.
        for (index, paned) in widget.parts.enumerated() {
            guard let shown = shownColumns.firstIndex(of: index), shown < columnWidths.count - 1 else {
                continue
            }
            let position = Int32(columnWidths[shown].rounded())
            if gtk_paned_get_position(gtkCast(paned)) != position {
                gtk_paned_set_position(gtkCast(paned), position)
            }
        }
    }

    /// A split view fills what it is offered.
    func size(for proposal: ProposedViewSize, _ measure: GTKMeasurer) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 10, height: 10))
    }
}

extension NavigationSplitColumnContent: GTKMapped {
    /// The frame of one column, in its pane of the split view.
    func makeGTKWidget() -> GTKWidget {
        let widget = GTKWidget.makeFrame(content: self)
        widget.paneIndex = index
        return widget
    }

    func configure(_ widget: GTKWidget) {}

    func size(for proposal: ProposedViewSize, _ measure: GTKMeasurer) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }
}
