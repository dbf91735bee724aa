import FacetTerminal
import FacetUICore
import Foundation

// `.sheet`, `.fullScreenCover`, `.popover`, `.alert`, `.confirmationDialog` and `.actionSheet` in the terminal: its FacetTerminal widget and its size in character cells.

extension ModalContent: TerminalMapped {
    /// A modal is presented above the screen (Esc dismisses it); FacetUI lays out its content.
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget {
        let modal = ModalWidget(kind: modalKind)
        modal.automaticallyPositions = false
        modal.onDismiss = { [weak events] in events?.handle(.dismiss) }
        return modal
    }

    func configure(_ widget: TerminalWidget) {}

    private var modalKind: ModalKind {
        switch presentation {
        case .sheet: .sheet
        case .fullScreenCover: .fullScreenCover
        case .popover: .popover
        case .alert: .alert
        case .confirmationDialog, .actionSheet: .confirmationDialog
        }
    }
}

extension ModalContent: CellMetrics {
    /// A one-cell border on every side.
    public var cellInsets: EdgeInsets { EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1) }
}
