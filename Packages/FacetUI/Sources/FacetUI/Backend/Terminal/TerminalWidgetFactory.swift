import FacetTerminal

/// Maps each kind of widget content to its FacetTerminal widget class, and keeps the
/// widget's properties in step with the content.
@MainActor
enum TerminalWidgetFactory {
    /// A new widget for `content`, with user actions wired to `events`.
    static func makeWidget(for content: any WidgetContent, events: (any WidgetEventHandler)?) -> TerminalWidget {
        switch content {
        case is ResolvedText:
            return LabelWidget()
        case let shape as ResolvedShape:
            return ShapeWidget(shape: shape.terminalShape)
        case is ButtonContent:
            return ButtonWidget(action: { [weak events] in events?.handle(.activate) })
        case let toggle as ToggleContent:
            let widget = ToggleWidget(isOn: toggle.isOn)
            widget.onChange = { [weak events] isOn in events?.handle(.toggle(isOn)) }
            return widget
        default:
            return ContainerWidget()
        }
    }

    /// Applies `content` to `widget`.
    static func configure(_ widget: TerminalWidget, with content: any WidgetContent) {
        switch (widget, content) {
        case (let label as LabelWidget, let text as ResolvedText):
            label.runs = text.runs.map(TerminalStyle.run)
            label.lineLimit = text.lineLimit
            label.alignment = TerminalStyle.alignment(text.alignment)
            label.defaultStyle = CellStyle(dim: !text.isEnabled)
        case (let shapeWidget as ShapeWidget, let shape as ResolvedShape):
            shapeWidget.shape = shape.terminalShape
            shapeWidget.fillColor = shape.fill.flatMap(TerminalStyle.color)
            shapeWidget.strokeColor = shape.stroke.flatMap(TerminalStyle.color)
        case (let button as ButtonWidget, let content as ButtonContent):
            button.style = TerminalStyle.buttonStyle(content.style)
            button.role = TerminalStyle.role(content.role)
            button.isEnabled = content.isEnabled
        case (let toggle as ToggleWidget, let content as ToggleContent):
            toggle.isOn = content.isOn
            toggle.style = TerminalStyle.toggleStyle(content.style)
            toggle.isEnabled = content.isEnabled
        default:
            break
        }
    }
}

extension ResolvedShape {
    fileprivate var terminalShape: ShapeKind {
        switch shape {
        case .rectangle: .rectangle
        case .roundedRectangle: .roundedRectangle(cornerRadius: Int(cornerRadius.rounded()))
        case .circle: .circle
        case .ellipse: .ellipse
        case .capsule: .capsule
        }
    }
}
