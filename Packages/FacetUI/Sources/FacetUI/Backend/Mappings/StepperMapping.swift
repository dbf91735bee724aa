import FacetTerminal
import FacetUICore
import Foundation

// `Stepper` in the terminal: its FacetTerminal widget and its size in character cells.

extension StepperContent: TerminalMapped {
    /// The widget draws "[-] [+]"; the view applies the steps (and its label is drawn by
    /// the label's own widgets).
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget {
        let stepper = StepperWidget()
        stepper.onIncrement = { [weak events] in events?.handle(.step(true)) }
        stepper.onDecrement = { [weak events] in events?.handle(.step(false)) }
        return stepper
    }

    func configure(_ widget: TerminalWidget) {
        guard let stepper = widget as? StepperWidget else { return }
        stepper.isEnabled = isEnabled
    }
}

extension StepperContent: CellMetrics {
    /// " [-][+]" after the label.
    public var cellInsets: EdgeInsets { EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 7) }

    /// The proposed width, one line.
    public func cellSize(for proposal: ProposedViewSize) -> CGSize {
        CGSize(width: proposal.width.map { $0.isFinite ? $0 : 7 } ?? 7, height: 1)
    }
}
