import FacetTerminal
import FacetUICore
import Foundation

// `TextEditor` in the terminal: its FacetTerminal widget and its size in character cells.

extension TextEditorContent: TerminalMapped {
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget {
        let editor = TextEditorWidget(text: text)
        editor.onChange = { [weak events] text in events?.handle(.text(text)) }
        return editor
    }

    func configure(_ widget: TerminalWidget) {
        guard let editor = widget as? TextEditorWidget else { return }
        editor.text = text
        editor.isEnabled = isEnabled
    }
}

extension TextEditorContent: CellMetrics {
    /// The editor takes the proposed size; unspecified, its longest line plus a cursor
    /// cell by its number of lines.
    public func cellSize(for proposal: ProposedViewSize) -> CGSize {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let ideal = CGSize(
            width: CGFloat((lines.map(\.count).max() ?? 0) + 1), height: CGFloat(max(1, lines.count)))
        return proposal.replacingUnspecifiedDimensions(by: ideal)
    }
}
