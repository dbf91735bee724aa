import FacetTerminal

// Text, shapes, images, dividers and containers: widgets that show things.

extension ResolvedText: TerminalMapped {
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget { LabelWidget() }

    func configure(_ widget: TerminalWidget) {
        guard let label = widget as? LabelWidget else { return }
        label.runs = runs.map(TerminalStyle.run)
        label.lineLimit = lineLimit
        label.alignment = TerminalStyle.alignment(alignment)
        label.defaultStyle = CellStyle(dim: !isEnabled)
    }
}

extension ResolvedShape: TerminalMapped {
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget {
        ShapeWidget(shape: terminalShape)
    }

    func configure(_ widget: TerminalWidget) {
        guard let shapeWidget = widget as? ShapeWidget else { return }
        shapeWidget.shape = terminalShape
        shapeWidget.fillColor = fill.flatMap(TerminalStyle.color)
        shapeWidget.strokeColor = stroke.flatMap(TerminalStyle.color)
    }

    private var terminalShape: ShapeKind {
        switch shape {
        case .rectangle: .rectangle
        case .roundedRectangle: .roundedRectangle(cornerRadius: Int(cornerRadius.rounded()))
        case .circle: .circle
        case .ellipse: .ellipse
        case .capsule: .capsule
        }
    }
}

extension ImageContent: TerminalMapped {
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget { LabelWidget() }

    func configure(_ widget: TerminalWidget) {
        guard let label = widget as? LabelWidget else { return }
        var style = CellStyle()
        if let terminal = color.flatMap(TerminalStyle.color) { style.foreground = terminal }
        label.runs = [TextRun(String(TerminalSymbols.character(for: systemName)), style: style)]
    }
}

extension DividerContent: TerminalMapped {
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget { DividerWidget() }

    func configure(_ widget: TerminalWidget) {
        (widget as? DividerWidget)?.axis = axis == .horizontal ? .horizontal : .vertical
    }
}

extension ContainerContent: TerminalMapped {
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget { ContainerWidget() }

    /// A terminal cannot blend: a view at opacity 0 is hidden, any other opacity shows.
    func configure(_ widget: TerminalWidget) {
        widget.isHidden = isHidden || opacity <= 0
        widget.clipsToBounds = clipsContent
    }
}
