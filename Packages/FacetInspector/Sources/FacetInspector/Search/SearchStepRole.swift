import FacetUI

/// What a step of a search walk reached. Besides the views of the graph, a search looks
/// inside the modals a view presents, which FacetUI builds at the window level.
@MainActor
enum SearchStepRole {
    /// A view, reached by the call naming it.
    case view
    /// A view reached by `call` alone: a dialog's `title()`.
    case named(call: String)
    /// A presented modal, reached by `call` (`sheet()`, `alert(1)`) from the view carrying
    /// its modifier; it matches the presentation's view type (`ViewType.Sheet`).
    case modal(ModalContent.Kind, call: String)
    /// A dialog's `message()` or `actions()`: no view of its own, it holds the views
    /// written there.
    case dialogPart(call: String)
    /// A button of an `Alert` or `ActionSheet` value, reached by `call` (`primaryButton()`,
    /// `button(1)`); its label is reached through `labelView()`.
    case alertButton(call: String)

    /// Whether the step is a view reached by the call naming it.
    var isView: Bool {
        if case .view = self { true } else { false }
    }

    /// The view type a search names a presented modal of `kind` by.
    static func presentationType(of kind: ModalContent.Kind) -> any KnownViewType.Type {
        switch kind {
        case .sheet, .fullScreenCover: ViewType.Sheet.self
        case .alert: ViewType.Alert.self
        case .confirmationDialog: ViewType.ConfirmationDialog.self
        case .actionSheet: ViewType.ActionSheet.self
        case .popover: ViewType.Popover.self
        }
    }

    /// The navigation call that reaches a presentation of `kind` (without its index).
    static func call(of kind: ModalContent.Kind) -> String {
        switch kind {
        // A full-screen cover is a sheet to a search, as in ViewInspector.
        case .sheet, .fullScreenCover: "sheet"
        case .alert: "alert"
        case .confirmationDialog: "confirmationDialog"
        case .actionSheet: "actionSheet"
        case .popover: "popover"
        }
    }

    /// The line `Inspector.print(_:)` shows for a step that is not a view, or `nil`.
    var summary: String? {
        switch self {
        case .view, .named, .alertButton: nil
        case .modal(let kind, _): Self.presentationType(of: kind).typePrefix
        case .dialogPart(let call): call
        }
    }
}
