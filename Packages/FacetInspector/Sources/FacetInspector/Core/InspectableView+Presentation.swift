import FacetUI
@_spi(Inspection) import FacetUICore

extension InspectableView {
    /// The content node of the modal the view's `kind` presentation modifier shows — the
    /// innermost such modifier, or the `index`th counting from the innermost — reached by
    /// `call`. Throws "V does not have 'call' modifier" without one, and "View for `name`
    /// is absent" while it presents nothing.
    func presented(
        _ kind: ModalContent.Kind, call: String, name: String, index: Int?
    ) throws -> (presentation: InspectedPresentation, content: ViewNode, path: String) {
        let presentations = modifierNodes.presentations(of: kind).map(\.presentation)
        let position = index ?? 0
        guard presentations.indices.contains(position) else {
            throw missingModifier(call, index: position)
        }
        let presentation = presentations[position]
        guard let content = presentation.content else { throw InspectionError.viewNotFound(parent: name) }
        // From the inspected root, the path starts with the presentation (`alert()`), as in
        // ViewInspector.
        let own = call + "(" + (index.map(String.init) ?? "") + ")"
        return (presentation, content, path.isEmpty ? own : path + "." + own)
    }
}

/// Marks the presentation view types, which match no view of the graph: they are reached
/// from the view carrying their modifier (`alert()`), never by a search for their type.
protocol PresentationViewType: KnownViewType {}

extension PresentationViewType {
    /// A presentation is not a view of the graph: no node holds one.
    public static func _matches(_ node: ViewNode) -> Bool { false }
}

extension InspectableView {
    /// The presentation whose modal content this view is, or `nil`.
    func presentation() -> InspectedPresentation? {
        var pending: [ViewNode] = host.graph.root.map { [$0] } ?? []
        while let candidate = pending.popLast() {
            if let presentation = candidate.presentation, presentation.content === entry {
                return presentation
            }
            pending.append(contentsOf: candidate.children)
        }
        return nil
    }

    /// Resets the binding of the presentation whose modal content this view is, then
    /// applies the updates.
    func dismissPresentation() throws {
        guard let presentation = presentation() else {
            throw InspectionError.viewNotFound(parent: View.typePrefix)
        }
        presentation.dismiss()
        commit()
    }
}

extension InspectableView {
    /// The parts of the alert or dialog whose content this view is.
    func dialogParts() throws -> InspectedDialog {
        guard let dialog = entry.dialog else {
            throw InspectionError.viewNotFound(parent: View.typePrefix)
        }
        return dialog
    }

    /// The title of the alert or dialog whose content this view is: its node, or the title
    /// hosted on its own when the dialog hides it.
    func dialogTitle() throws -> InspectableView<ViewType.Text> {
        let dialog = try dialogParts()
        guard let node = dialog.titleNode else {
            return try detached(dialog.title, call: "title()").retyped(ViewType.Text.self)
        }
        return InspectableView<ViewType.Text>(host: host, entry: node, path: path(appending: "title()"))
    }

    /// The message of the alert or dialog whose content this view is.
    func dialogMessage() throws -> InspectableView<ViewType.ClassifiedView> {
        InspectableView<ViewType.ClassifiedView>(
            host: host, entry: try dialogParts().message, path: path(appending: "message()"))
    }

    /// The actions of the alert or dialog whose content this view is.
    func dialogActions() throws -> InspectableView<ViewType.ClassifiedView> {
        InspectableView<ViewType.ClassifiedView>(
            host: host, entry: try dialogParts().actions, path: path(appending: "actions()"))
    }
}
