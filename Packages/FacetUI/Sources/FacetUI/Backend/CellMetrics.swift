import FacetTerminal
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

extension ResolvedText: CellMetrics {
    /// The text laid out by FacetTerminal's `TextLayout`: cell widths (wide characters take
    /// two), words wrapped at the proposed width, the line limit applied. A proposal under
    /// one cell still lays out one character per line.
    public func cellSize(for proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? Int(max(1, $0).rounded(.down)) : nil }
        let string = string
        // Fast path, same answer: printable ASCII that fits is one cell per byte, one line.
        let utf8 = string.utf8
        if utf8.count <= (width ?? .max), lineLimit != 0, utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            return CGSize(width: utf8.count, height: 1)
        }
        let size = TextLayout.size(of: string, proposedWidth: width, lineLimit: lineLimit)
        return CGSize(width: size.width, height: size.height)
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
