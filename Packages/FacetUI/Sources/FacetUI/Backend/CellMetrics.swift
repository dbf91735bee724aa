import FacetTerminal
import FacetUICore
import Foundation

/// How a kind of widget is sized on a character-cell display — the headless backend and
/// the terminal backend share these answers, so tests and terminal agree cell for cell.
///
/// A widget content type adopts it in its terminal mapping file (`Mappings/`), beside its
/// `TerminalMapped` conformance: `cellInsets` is the room its chrome takes around its
/// content views (a button's brackets), `cellSize(for:)` the size of a widget without
/// content views (a text field, a slider).
public protocol CellMetrics {
    /// The room the widget draws around its content views.
    var cellInsets: EdgeInsets { get }
    /// The size of the widget itself for `proposal`.
    func cellSize(for proposal: ProposedViewSize) -> CGSize
}

extension CellMetrics {
    public var cellInsets: EdgeInsets { EdgeInsets() }
    public func cellSize(for proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 10, height: 1))
    }
}

/// A backend that draws on a character grid: text and widgets are sized by their
/// ``CellMetrics``, so the headless and terminal backends agree cell for cell.
@MainActor
public protocol CharacterCellBackend: Backend {}

extension CharacterCellBackend {
    public func measureText(_ text: ResolvedText, proposal: ProposedViewSize) -> CGSize {
        text.cellSize(for: proposal)
    }

    /// The insets of the content's ``CellMetrics`` (none for other kinds).
    public func contentInsets(for content: any WidgetContent) -> EdgeInsets {
        (content as? any CellMetrics)?.cellInsets ?? EdgeInsets()
    }

    /// The size from the content's ``CellMetrics``.
    public func sizeThatFits(_ content: any WidgetContent, proposal: ProposedViewSize) -> CGSize {
        (content as? any CellMetrics)?.cellSize(for: proposal)
            ?? proposal.replacingUnspecifiedDimensions(by: CGSize(width: 10, height: 1))
    }
}
