import FacetUI

extension SearchTrail {
    /// Records the modals the view of step `index` presents (its presentation modifiers
    /// whose modal is shown), each reached by the call navigation uses: `sheet()`, or
    /// `sheet(1)` among several sheets, counting from the innermost.
    func appendModals(below index: Int) {
        let node = nodes[index]
        var presentations: [_InspectedPresentation] = []
        var current: ViewNode? = entries[index]
        while let wrapper = current, wrapper !== node {
            if ViewTypeTraits.of(wrapper).isPresentation, let presentation = wrapper._inspectedPresentation {
                presentations.append(presentation)
            }
            current = wrapper._modifiedContent
        }
        guard !presentations.isEmpty else { return }
        presentations.reverse()
        for (position, presentation) in presentations.enumerated() {
            guard let content = presentation.content else { continue }
            let kind = presentation.kind
            let isOnly = presentations.count(where: { $0.kind == kind }) == 1
            let ofKind = presentations[..<position].count(where: { $0.kind == kind })
            let call = SearchStepRole.call(of: kind) + "(" + (isOnly ? "" : String(ofKind)) + ")"
            appendStep(entry: content, below: index, role: .modal(kind, call: call))
        }
    }

    /// Records the parts of the alert or dialog of step `index`: its `title()`, its
    /// `message()` and its `actions()`.
    func appendDialogParts(below index: Int) {
        guard let dialog = entries[index]._inspectedDialog else { return }
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
