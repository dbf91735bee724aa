import FacetTerminal
@_spi(Backend) import FacetUICore
import Foundation

// `Image(systemName:)` in the terminal: its FacetTerminal widget and its size in character cells.
// A resizable image takes the size offered and repeats its character over it (a cell-sized
// rendition of stretching).

extension ImageContent: TerminalMapped {
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget { ImageWidget() }

    func configure(_ widget: TerminalWidget) {
        guard let image = widget as? ImageWidget else { return }
        var style = CellStyle()
        if let terminal = color.flatMap(TerminalStyle.color) { style.foreground = terminal }
        image.character = standInCharacter
        image.style = style
    }
}

/// An image's character in each cell of its frame: one cell, or the whole area of a
/// resizable image.
final class ImageWidget: TerminalWidget {
    var character: Character = " " { didSet { if character != oldValue { setNeedsDisplay() } } }
    var style = CellStyle() { didSet { if style != oldValue { setNeedsDisplay() } } }

    override func draw(in buffer: inout CellBuffer) {
        buffer.fill(bounds, with: character, style: style)
    }
}

extension ImageContent: CellMetrics {
    public func cellSize(for proposal: ProposedViewSize) -> CGSize {
        let own = CGSize(width: 1, height: 1)
        guard isResizable else { return own }
        let size = proposal.replacingUnspecifiedDimensions(by: own)
        return CGSize(
            width: size.width.isFinite ? size.width.rounded() : own.width,
            height: size.height.isFinite ? size.height.rounded() : own.height)
    }
}
