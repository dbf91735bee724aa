import FacetTerminal
import FacetUICore
import Foundation

// `Text` in the terminal: its FacetTerminal widget and its size in character cells.

extension ResolvedText: TerminalMapped {
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget { LabelWidget() }

    func configure(_ widget: TerminalWidget) {
        guard let label = widget as? LabelWidget else { return }
        label.runs = runs.map(TerminalStyle.run)
        label.lineLimit = lineLimit
        label.truncationMode = terminalTruncationMode
        label.alignment = TerminalStyle.alignment(alignment)
        label.defaultStyle = CellStyle(dim: !isEnabled)
    }
}

extension ResolvedText: CellMetrics {
    /// The text laid out by FacetTerminal's `TextLayout`: cell widths (wide characters take
    /// two), words wrapped at the proposed width, the line limit applied (and the reserved
    /// lines). A proposal under one cell still lays out one character per line.
    public func cellSize(for proposal: ProposedViewSize) -> CGSize {
        let size = unreservedCellSize(for: proposal)
        // `lineLimit(_:reservesSpace: true)`, `lineLimit(2...)`: the reserved lines, one per row.
        guard let minimumLines else { return size }
        return CGSize(width: size.width, height: max(size.height, CGFloat(minimumLines)))
    }

    /// The size the text's own lines take.
    private func unreservedCellSize(for proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? Int(max(1, $0).rounded(.down)) : nil }
        let string = string
        // Fast path, same answer: printable ASCII that fits is one cell per byte, one line.
        let utf8 = string.utf8
        if utf8.count <= (width ?? .max), lineLimit != 0, utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            return CGSize(width: utf8.count, height: 1)
        }
        let size = TextLayout.size(
            of: string, proposedWidth: width, lineLimit: lineLimit, truncationMode: terminalTruncationMode)
        return CGSize(width: size.width, height: size.height)
    }

    /// The terminal's truncation for `truncationMode`.
    var terminalTruncationMode: TextLayout.TruncationMode {
        switch truncationMode {
        case .head: .head
        case .middle: .middle
        case .tail: .tail
        }
    }
}
