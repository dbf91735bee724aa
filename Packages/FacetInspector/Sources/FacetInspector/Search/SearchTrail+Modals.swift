import FacetUI

@MainActor
extension SearchTrail.Step {
    /// A step for `entry`, one level below `parent` (step `index`), in its host.
    init(
        entry: ViewNode, below parent: Self, at index: Int, supplementaryCall: String? = nil,
        role: SearchStepRole = .view, host: InspectionHost? = nil
    ) {
        self.init(
            entry: entry, node: entry.unwrappingModifiers, parent: index, offset: 0, siblings: 1,
            depth: parent.depth + 1, supplementaryCall: supplementaryCall, role: role,
            host: host ?? parent.host)
    }
}

extension SearchTrail {
    /// Records the modals the view of step `index` presents (its presentation modifiers
    /// whose modal is shown), each reached by the call navigation uses: `sheet()`, or
    /// `sheet(1)` among several sheets, counting from the innermost.
    func appendModals(below index: Int) {
        let step = steps[index]
        var presentations: [_InspectedPresentation] = []
        var current: ViewNode? = step.entry
        while let wrapper = current, wrapper !== step.node {
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
            append(Step(entry: content, below: step, at: index, role: .modal(kind, call: call)))
        }
    }

    /// Records the parts of the alert or dialog of step `index`: its shown `title()`, its
    /// `message()` and its `actions()`.
    func appendDialogParts(below index: Int) {
        let step = steps[index]
        guard let dialog = step.entry._inspectedDialog else { return }
        if let title = dialog.titleNode {
            append(Step(entry: title, below: step, at: index, role: .named(call: "title()")))
        }
        append(Step(entry: dialog.message, below: step, at: index, role: .dialogPart(call: "message()")))
        append(Step(entry: dialog.actions, below: step, at: index, role: .dialogPart(call: "actions()")))
    }
}
