import FacetTerminal
import FacetUICore
import Foundation

// `GroupBox` in the terminal: its FacetTerminal widget and its size in character cells.

extension GroupBoxContent: TerminalMapped {
    /// A rounded border with the title in its top edge; FacetUI lays out the content inside.
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget {
        let box = ContainerWidget()
        box.border = .rounded
        return box
    }

    func configure(_ widget: TerminalWidget) {
        (widget as? ContainerWidget)?.title = title
    }
}

extension GroupBoxContent: CellMetrics {
    /// The border takes one cell on each side.
    public var cellInsets: EdgeInsets { EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1) }

    /// The smallest box showing the whole title (" Title " between two corner cells and
    /// one cell of border), no wider than the proposal.
    public func cellSize(for proposal: ProposedViewSize) -> CGSize {
        let width = title.map { CGFloat($0.count + 4) } ?? 2
        return CGSize(width: min(width, proposal.width ?? width), height: 2)
    }
}
