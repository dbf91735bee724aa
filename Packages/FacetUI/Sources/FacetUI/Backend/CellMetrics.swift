import Foundation

/// How a kind of widget is sized on a character-cell display — the headless backend and
/// the terminal backend share these answers, so tests and terminal agree cell for cell.
///
/// A widget content type adopts it next to its definition: `cellInsets` is the room its
/// chrome takes around its content views (a button's brackets), `cellSize(for:)` the size
/// of a widget without content views (a text field, a slider).
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

extension ButtonContent: CellMetrics {
    /// A button draws "[ " and " ]" around its label, except plain and custom-styled ones.
    public var cellInsets: EdgeInsets {
        style == .custom || style == .plain ? EdgeInsets() : EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
    }
}

extension ToggleContent: CellMetrics {
    /// A toggle draws its switch or checkbox, "[x] ", before its label.
    public var cellInsets: EdgeInsets { EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 0) }
}
