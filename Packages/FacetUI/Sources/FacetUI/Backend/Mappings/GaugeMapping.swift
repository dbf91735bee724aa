import FacetTerminal
import FacetUICore
import Foundation

// `Gauge`'s indicator in the terminal: its FacetTerminal widget and its size in character cells.

extension GaugeContent: TerminalMapped {
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget { GaugeWidget() }

    func configure(_ widget: TerminalWidget) {
        guard let gauge = widget as? GaugeWidget else { return }
        gauge.fraction = fraction
        gauge.gaugeStyle =
            switch style {
            case .capacityBar: .capacityBar
            case .markerBar: .markerBar
            case .capacityRing: .capacityRing
            case .markerArc: .markerArc
            }
        gauge.tint = tint.flatMap(TerminalStyle.color)
        gauge.isEnabled = isEnabled
    }
}

extension GaugeContent: CellMetrics {
    /// A bar: the proposed width (20 cells unspecified), one line. A ring: 7 × 3 cells, its
    /// inside wide enough for a five-character value label.
    public func cellSize(for proposal: ProposedViewSize) -> CGSize {
        if isCircular {
            return CGSize(width: GaugeWidget.ringSize.width, height: GaugeWidget.ringSize.height)
        }
        return CGSize(width: proposal.width.map { $0.isFinite ? $0 : 20 } ?? 20, height: 1)
    }
}
