import FacetUI
@_spi(Inspection) import FacetUICore

extension SearchTrail {
    /// Records the modals the view of step `index` presents (its presentation modifiers
    /// whose modal is shown), each reached by the call navigation uses: `sheet()`, or
    /// `sheet(1)` among several sheets, counting from the innermost.
    func appendModals(below index: Int) {
        let modals = modifierWrappers(of: index) { wrapper in
            ViewTypeTraits.of(wrapper).isPresentation ? wrapper.presentation?.kind : nil
        }
        for (wrapper, kind, ordinal) in modals {
            guard let content = wrapper.presentation?.content else { continue }
            let call = SearchStepRole.call(of: kind) + "(" + (ordinal.map(String.init) ?? "") + ")"
            appendStep(entry: content, below: index, role: .modal(kind, call: call))
        }
    }

    /// Records the parts of the alert or dialog of step `index`: its `title()`, its
    /// `message()` and its `actions()`.
    func appendDialogParts(below index: Int) {
        guard let dialog = entries[index].dialog else { return }
        // A hidden title is searched too, hosted on its own, as `title()` reads it.
        if let title = dialog.titleNode {
            appendStep(entry: title, below: index, role: .named(call: "title()"))
        } else {
            appendDetached(dialog.title, below: index, role: .named(call: "title()"))
        }
        appendStep(entry: dialog.message, below: index, role: .dialogPart(call: "message()"))
        appendStep(entry: dialog.actions, below: index, role: .dialogPart(call: "actions()"))
    }
}
