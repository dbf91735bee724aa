import FacetTerminal
import FacetUICore
import Foundation

// shapes and `Color` in the terminal: its FacetTerminal widget and its size in character cells.

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
