import FacetTerminal
import FacetUICore
import Foundation

// `TextField` and `SecureField` in the terminal: its FacetTerminal widget and its size in character cells.

extension TextFieldContent: TerminalMapped {
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget {
        let field = isSecure ? SecureFieldWidget(text: text) : TextFieldWidget(text: text)
        field.onChange = { [weak events] text in events?.handle(.text(text)) }
        field.onSubmit = { [weak events] in events?.handle(.submit) }
        field.onEditingChanged = { [weak events] isEditing in events?.handle(.focus(isEditing)) }
        return field
    }

    func configure(_ widget: TerminalWidget) {
        guard let field = widget as? TextFieldWidget else { return }
        field.text = text
        field.placeholder = placeholder
        field.isEnabled = isEnabled
        field.growsVertically = axis == .vertical && !isSecure
    }
}

extension TextFieldContent: CellMetrics {
    /// The field takes the proposed width (its text and a cursor cell when unspecified) and
    /// one line — every wrapped line along the vertical axis; a rounded border adds a cell
    /// on each side.
    public func cellSize(for proposal: ProposedViewSize) -> CGSize {
        let border: CGFloat = style == .roundedBorder ? 2 : 0
        let ideal = CGFloat(max(text.count, placeholder.count) + 1)
        let width = max(
            border + 1, proposal.width.map { $0.isFinite ? $0 : ideal + border } ?? ideal + border)
        var lines = 1
        if axis == .vertical, !isSecure {
            lines = max(1, TextLayout.lines(text, maxWidth: max(1, Int(width - border) - 1)).count)
        }
        return CGSize(width: width, height: CGFloat(lines) + border)
    }
}
