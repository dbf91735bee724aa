import FacetTerminal
import FacetUICore
import Foundation

// `ProgressView` in the terminal: its FacetTerminal widget and its size in character cells.

extension ProgressContent: TerminalMapped {
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget { ProgressWidget() }

    func configure(_ widget: TerminalWidget) {
        guard let progress = widget as? ProgressWidget else { return }
        progress.fraction = fraction
        progress.style = resolvedStyle == .circular ? .circular : .linear
        progress.tint = tint.flatMap(TerminalStyle.color)
    }
}

extension ProgressContent: CellMetrics {
    /// Linear: a bar line below the label. Circular: the indicator and a space before it.
    public var cellInsets: EdgeInsets {
        guard hasLabel else { return EdgeInsets() }
        if resolvedStyle == .linear { return EdgeInsets(top: 0, leading: 0, bottom: 1, trailing: 0) }
        return EdgeInsets(top: 0, leading: CGFloat(indicatorWidth + 1), bottom: 0, trailing: 0)
    }

    /// Linear: the proposed width (20 cells unspecified), one line. Circular: the
    /// indicator.
    public func cellSize(for proposal: ProposedViewSize) -> CGSize {
        guard resolvedStyle == .linear else { return CGSize(width: indicatorWidth, height: 1) }
        return CGSize(width: proposal.width.map { $0.isFinite ? $0 : 20 } ?? 20, height: 1)
    }

    /// A spinner cell, followed, when the circular indicator shows a fraction, by a space and
    /// the percentage (room for "100%").
    private var indicatorWidth: Int { fraction == nil ? 1 : 6 }
}
