/// The content of an alert, confirmation dialog or action sheet: the title (bold), the
/// message, and the actions — side by side in an alert, one per row in a dialog or action
/// sheet. An alert without actions gets an "OK" button.
@MainActor
struct DialogBody<Actions: View, Message: View>: View {
    let title: Text
    /// Whether a dialog shows its title (an alert and an action sheet always do).
    let titleVisibility: Visibility
    let actions: Actions
    let message: Message
    let isAlert: Bool
    /// The buttons of an `Alert` or `ActionSheet` value (`nil` for the `@ViewBuilder` forms),
    /// in the order they are shown; `actions` shows them.
    var legacyButtons: [Alert.Button]? = nil
    /// Whether the dialog has a message (an `Alert` value may have none).
    var hasMessage = true

    var body: some View {
        VStack(spacing: 0) {
            if isAlert || titleVisibility == .visible { title.bold() }
            message
            if isAlert {
                HStack {
                    if Actions.self == EmptyView.self { Button("OK") {} } else { actions }
                }
            } else {
                VStack(spacing: 0) { actions }
            }
        }
    }
}

/// The parts of a presented alert or confirmation dialog, for inspection tools.
@_spi(Inspection) @MainActor
public struct InspectedDialog {
    /// The title, as written (shown or not).
    public let title: Text
    /// The node of the shown title, or `nil` when a dialog hides its title.
    public let titleNode: ViewNode?
    /// Whether a confirmation dialog shows its title (`.visible` for an alert).
    public let titleVisibility: Visibility
    /// The node of the message (an `EmptyView` without one; an optional text for an `Alert`
    /// or `ActionSheet` value).
    public let message: ViewNode
    /// Whether the dialog has a message: `false` only for an `Alert` or `ActionSheet` value
    /// made without one.
    public let hasMessage: Bool
    /// The node of the actions (an alert without actions shows an "OK" button).
    public let actions: ViewNode
    /// The buttons of an `Alert` value (its primary button, then its secondary one) or of an
    /// `ActionSheet` value, or `nil` for the `@ViewBuilder` forms.
    public let legacyButtons: [Alert.Button]?
}

/// An alert's or dialog's body, whatever its actions and message.
@MainActor
protocol AnyDialogBody {
    var title: Text { get }
    var titleVisibility: Visibility { get }
    var isAlert: Bool { get }
    var legacyButtons: [Alert.Button]? { get }
    var hasMessage: Bool { get }
}

extension DialogBody: AnyDialogBody {}

@_spi(Inspection)
extension ViewNode {
    /// The parts of the alert or dialog whose content node (an `AnyView`, as
    /// ``InspectedPresentation/content`` gives it) this is, or `nil` for a sheet or another
    /// node.
    public var dialog: InspectedDialog? {
        // The body: VStack { optional title; message; HStack { OK button or actions } (an
        // alert) or VStack { actions } (a dialog) }.
        // An item's dialog is inside the `.id` of its item.
        var candidate = children.first
        while let node = candidate, !(node.view is any AnyDialogBody), node.children.count == 1 {
            candidate = node.children.first
        }
        guard let body = candidate, let dialog = body.view as? any AnyDialogBody,
            let parts = body.children.first?.children.first?.children, parts.count == 3,
            let row = parts[2].children.first?.children.first
        else { return nil }
        let actions = dialog.isAlert ? row.children.first : row
        guard let actions else { return nil }
        return InspectedDialog(
            title: dialog.title, titleNode: parts[0].children.first,
            titleVisibility: dialog.isAlert ? .visible : dialog.titleVisibility, message: parts[1],
            hasMessage: dialog.hasMessage, actions: actions, legacyButtons: dialog.legacyButtons)
    }
}
