// Read-only accessors of presentations (`.sheet`, `.alert`, `.confirmationDialog`) for
// inspection tools (FacetInspector). SwiftUI has none of them; they are underscored because
// only tools read them.

/// A presentation modifier as inspection tools see it: what it presents, the modal while
/// presented, and the dismissal a user's Escape or `dismiss()` performs.
@MainActor
public struct _InspectedPresentation {
    /// What the modifier presents.
    public let kind: ModalContent.Kind
    /// The node of the presented modal's content (an `AnyView`), or `nil` while not
    /// presented.
    public let content: ViewNode?
    /// Resets the presenting binding (the modal is removed, then `onDismiss` runs, at the
    /// next update).
    public let dismiss: () -> Void
}

/// The parts of a presented alert or confirmation dialog, for inspection tools.
@MainActor
public struct _InspectedDialog {
    /// The title, as written (shown or not).
    public let title: Text
    /// The node of the shown title, or `nil` when a dialog hides its title.
    public let titleNode: ViewNode?
    /// Whether a confirmation dialog shows its title (`.visible` for an alert).
    public let titleVisibility: Visibility
    /// The node of the message (an `EmptyView` without one).
    public let message: ViewNode
    /// The node of the actions (an alert without actions shows an "OK" button).
    public let actions: ViewNode
}

/// A presentation node, whatever its content.
@MainActor
protocol InspectablePresentationNode {
    var inspectedPresentation: _InspectedPresentation { get }
}

extension PresentationNode: InspectablePresentationNode {
    var inspectedPresentation: _InspectedPresentation {
        let modifier = value.modifier
        return _InspectedPresentation(
            kind: modifier.presentation, content: modal?.children.first, dismiss: modifier.dismiss)
    }
}

/// An alert's or dialog's body, whatever its actions and message.
@MainActor
protocol InspectableDialogBody {
    var title: Text { get }
    var titleVisibility: Visibility { get }
    var isAlert: Bool { get }
}

extension DialogBody: InspectableDialogBody {}

extension ViewNode {
    /// The presentation this node's `.sheet`/`.alert`/`.confirmationDialog` modifier
    /// manages, or `nil` for another node. For inspection tools.
    public var _inspectedPresentation: _InspectedPresentation? {
        (self as? any InspectablePresentationNode)?.inspectedPresentation
    }

    /// The parts of the alert or dialog whose content node (an `AnyView`, as
    /// `_InspectedPresentation.content` gives it) this is, or `nil` for a sheet or another
    /// node. For inspection tools.
    public var _inspectedDialog: _InspectedDialog? {
        // The body: VStack { optional title; message; HStack { OK button or actions } (an
        // alert) or VStack { actions } (a dialog) }.
        guard let body = children.first, let dialog = body.view as? any InspectableDialogBody,
            let parts = body.children.first?.children.first?.children, parts.count == 3,
            let row = parts[2].children.first?.children.first
        else { return nil }
        let actions = dialog.isAlert ? row.children.first : row
        guard let actions else { return nil }
        return _InspectedDialog(
            title: dialog.title, titleNode: parts[0].children.first,
            titleVisibility: dialog.isAlert ? .visible : dialog.titleVisibility, message: parts[1],
            actions: actions)
    }
}
