import FacetUI
@_spi(Inspection) import FacetUICore

extension SearchTrail {
    /// The kinds a search reaches modals of, one per group navigation counts together.
    private static let modalGroups: [ModalContent.Kind] = [
        .sheet, .alert, .confirmationDialog, .actionSheet, .popover,
    ]

    /// Records the modals the view of step `index` presents (its presentation modifiers, or
    /// its presenters, whose modal is shown), in the order the modifiers are written, each
    /// reached by the call navigation uses: `sheet()` for the innermost, `sheet(1)` for the
    /// next among several sheets (and full-screen covers).
    func appendModals(below index: Int) {
        let wrappers = entries[index].modifierNodes(downTo: nodes[index])
        var modals: [(position: Int, content: ViewNode, kind: ModalContent.Kind, call: String)] = []
        for group in Self.modalGroups {
            let found = wrappers.presentations(of: group)
            for (ordinal, item) in found.enumerated() {
                guard let content = item.presentation.content,
                    let position = wrappers.firstIndex(where: { $0 === item.node })
                else { continue }
                // The innermost is `sheet()`, the next `sheet(1)`, as ViewInspector spells them.
                let call = SearchStepRole.call(of: group) + "(" + (ordinal > 0 ? String(ordinal) : "") + ")"
                modals.append((position, content, item.presentation.kind, call))
            }
        }
        for modal in modals.sorted(by: { $0.position < $1.position }) {
            appendStep(entry: modal.content, below: index, role: .modal(modal.kind, call: modal.call))
        }
    }

    /// Records the parts of the alert, dialog or action sheet of step `index`: its `title()`,
    /// its `message()`, and its `actions()` or the buttons of an `Alert` value
    /// (`primaryButton()`, `secondaryButton()`) or `ActionSheet` value (`button(0)`…).
    func appendDialogParts(below index: Int, kind: ModalContent.Kind) {
        guard let dialog = entries[index].dialog else { return }
        // A hidden title is searched too, hosted on its own, as `title()` reads it.
        if let title = dialog.titleNode {
            appendStep(entry: title, below: index, role: .named(call: "title()"))
        } else {
            appendDetached(dialog.title, below: index, role: .named(call: "title()"))
        }
        guard dialog.legacyButtons != nil else {
            appendStep(entry: dialog.message, below: index, role: .dialogPart(call: "message()"))
            appendStep(entry: dialog.actions, below: index, role: .dialogPart(call: "actions()"))
            return
        }
        // An action sheet's message is its text; an alert's holds it (`message().text()`).
        if dialog.hasMessage {
            if kind == .alert {
                appendStep(entry: dialog.message, below: index, role: .dialogPart(call: "message()"))
            } else if let text = dialog.message.firstText {
                appendStep(entry: text, below: index, role: .named(call: "message()"))
            }
        }
        for (offset, button) in dialog.actions.buttonNodes.enumerated() {
            let call =
                kind == .alert ? (offset == 0 ? "primaryButton()" : "secondaryButton()") : "button(\(offset))"
            appendStep(entry: button, below: index, role: .alertButton(call: call), unwrapping: false)
        }
    }
}
