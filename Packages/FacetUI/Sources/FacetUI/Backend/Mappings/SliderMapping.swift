import FacetTerminal
import FacetUICore
import Foundation

// `Slider` in the terminal: its FacetTerminal widget and its size in character cells.

extension SliderContent: TerminalMapped {
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget {
        let slider = SliderWidget(value: value, range: bounds, step: step)
        slider.onChange = { [weak events] value in events?.handle(.value(value)) }
        return slider
    }

    func configure(_ widget: TerminalWidget) {
        guard let slider = widget as? SliderWidget else { return }
        slider.range = bounds
        slider.step = step
        slider.value = value
        slider.minimumValueLabel = minimumValueLabel
        slider.maximumValueLabel = maximumValueLabel
        slider.isEnabled = isEnabled
        slider.tint = tint.flatMap(TerminalStyle.color)
    }
}

extension SliderContent: CellMetrics {
    /// The proposed width (a 10-cell track and the value labels, each a space away from it,
    /// when unspecified), one line.
    public func cellSize(for proposal: ProposedViewSize) -> CGSize {
        let labels = [minimumValueLabel, maximumValueLabel].compactMap {
            $0.map { CharacterWidth.width(of: $0) + 1 }
        }.reduce(0, +)
        let ideal = CGFloat(10 + labels)
        return CGSize(width: proposal.width.map { $0.isFinite ? $0 : ideal } ?? ideal, height: 1)
    }
}
