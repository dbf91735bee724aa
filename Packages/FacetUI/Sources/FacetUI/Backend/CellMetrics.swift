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
    /// A bordered button draws "[ " and " ]" around its label, a prominent one a cell of
    /// its tint on each side; plain, borderless and custom-styled ones draw nothing.
    public var cellInsets: EdgeInsets {
        switch style {
        case .automatic, .bordered: EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
        case .borderedProminent where role == .cancel: EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
        case .borderedProminent: EdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
        case .borderless, .plain, .custom: EdgeInsets()
        }
    }
}

extension ToggleContent: CellMetrics {
    /// A checkbox draws "[x] " before its label, a switch " ━━●" after it, a button-style
    /// toggle brackets around it.
    public var cellInsets: EdgeInsets {
        switch style {
        case .checkbox: EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 0)
        case .automatic, .switch: EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 4)
        case .button: EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
        }
    }
}
