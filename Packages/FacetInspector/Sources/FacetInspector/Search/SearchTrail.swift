import FacetUI

/// Where an ``InspectableView``'s path comes from.
@MainActor
enum ViewPath {
    /// The navigation calls, spelled out.
    case spelled(String)
    /// The step of a search walk that reached the view; the calls are spelled when read.
    case step(SearchTrail, Int)

    /// The navigation calls from the root, joined with dots.
    var spelled: String {
        switch self {
        case .spelled(let path): path
        case .step(let trail, let index): trail.path(of: index)
        }
    }
}

/// The views a search walk has reached, each with the step it was reached from. A walk
/// only records nodes; the path of a view is spelled when it is read (for a result),
/// never for the views that did not match.
@MainActor
final class SearchTrail {
    /// One reached view.
    struct Step {
        /// The outermost node of the view.
        let entry: ViewNode
        /// The view's own node, inside its modifiers.
        let node: ViewNode
        /// The step of the enclosing view, or `-1` for the start.
        let parent: Int
        /// The view's index among the views its parent encloses.
        let offset: Int
        /// How many views its parent encloses.
        let siblings: Int
        /// The depth below the start.
        let depth: Int
        /// The call that reaches a view its parent does not enclose but shows beside its
        /// content (a section's `header()`, a group's `labelView()`), or `nil`.
        var supplementaryCall: String? = nil
        /// The index in `extras` of the step's role and host, or -1 for a view of the
        /// trail's host reached by the call naming it (kept apart: a search copies steps).
        var extra: Int = -1
        /// Whether one of the view's modifiers is a presentation modifier.
        var presents = false
    }

    /// What a step reached, when it is not a view of the trail's host reached by the call
    /// naming it.
    struct Extra {
        /// A view, a presented modal or a part of a dialog.
        let role: SearchStepRole
        /// The host of the step's nodes when it is not the trail's: a view held as a value
        /// (a group box's label) is hosted on its own.
        let host: InspectionHost?
    }

    let host: InspectionHost
    /// The view the walk starts from.
    let start: InspectableView<ViewType.ClassifiedView>
    /// The reached views, in the order they were found. Only the main actor reaches it,
    /// one access at a time.
    @exclusivity(unchecked) private(set) var steps: [Step]
    /// The roles and hosts of the steps that have them. Only the main actor reaches it, one
    /// access at a time.
    @exclusivity(unchecked) private var extras: [Extra] = []

    init(from start: InspectableView<ViewType.ClassifiedView>) {
        self.host = start.host
        self.start = start
        var first = Step(entry: start.entry, node: start.node, parent: -1, offset: 0, siblings: 1, depth: 0)
        first.presents = start.entry.unwrappingModifiersNotingPresentations.presents
        steps = [first]
    }

    /// Records the views directly below step `index`; returns the range of their steps.
    func expand(_ index: Int) -> Range<Int> {
        let step = steps[index]
        let first = steps.count
        switch role(of: index) {
        case .view, .named:
            let entries = step.node.enclosedEntries
            appendViews(entries, below: index, base: entries.isEmpty ? 0 : step.node.enclosedOffset)
            if case .declared = ViewTypeTraits.of(step.node).children {
                for (call, entry) in step.node.supplementaryEntries {
                    appendStep(entry: entry, below: index, supplementaryCall: call)
                }
                appendDetachedViews(below: index)
            }
            // Only a view with a presentation modifier presents a modal.
            if step.presents { appendModals(below: index) }
        case .modal(.sheet, _):
            appendViews(step.node.enclosedEntries, below: index, base: 0)
        case .modal:
            appendDialogParts(below: index)
        case .dialogPart:
            appendViews(ViewNode.flattened([step.entry]), below: index, base: 0)
        }
        return first..<steps.count
    }

    /// Records a step for `entry`, the only one of its kind one level below step `index`,
    /// in `host` or else in the host of step `index`.
    func appendStep(
        entry: ViewNode, below index: Int, supplementaryCall: String? = nil, role: SearchStepRole = .view,
        host: InspectionHost? = nil
    ) {
        let parent = steps[index]
        let unwrapped = entry.unwrappingModifiersNotingPresentations
        var step = Step(
            entry: entry, node: unwrapped.node, parent: index, offset: 0, siblings: 1,
            depth: parent.depth + 1, supplementaryCall: supplementaryCall)
        step.presents = unwrapped.presents
        step.extra = extra(role: role, host: host ?? self.host(of: index))
        steps.append(step)
    }

    /// The index in `extras` of `role` and `host`, or -1 for a view of the trail's host.
    private func extra(role: SearchStepRole, host: InspectionHost?) -> Int {
        if role.isView, host == nil { return -1 }
        extras.append(Extra(role: role, host: host))
        return extras.count - 1
    }

    /// What step `index` reached: a view, a presented modal or a part of a dialog.
    func role(of index: Int) -> SearchStepRole {
        let extra = steps[index].extra
        return extra < 0 ? .view : extras[extra].role
    }

    /// The host of step `index`'s nodes when it is not the trail's.
    func host(of index: Int) -> InspectionHost? {
        let extra = steps[index].extra
        return extra < 0 ? nil : extras[extra].host
    }

    /// Records `entries`, the views step `index` encloses, the first at index `base`.
    private func appendViews(_ entries: [ViewNode], below index: Int, base: Int) {
        let depth = steps[index].depth + 1
        let host = host(of: index)
        for (offset, entry) in entries.enumerated() {
            let unwrapped = entry.unwrappingModifiersNotingPresentations
            var step = Step(
                entry: entry, node: unwrapped.node, parent: index, offset: base + offset,
                siblings: entries.count, depth: depth)
            step.presents = unwrapped.presents
            if let host { step.extra = extra(role: .view, host: host) }
            steps.append(step)
        }
    }

    /// The view of step `index`, typed `T`, with its path left unspelled.
    func view<T: KnownViewType>(_ index: Int, as type: T.Type = T.self) -> InspectableView<T> {
        let step = steps[index]
        return InspectableView(
            host: host(of: index) ?? host, entry: step.entry, node: step.node, origin: .step(self, index))
    }

    /// Whether step `index` is a view of type `T`: a view of the graph matching it, or a
    /// presented modal of its kind. A dialog's message and actions are no views.
    func step<T: KnownViewType>(_ index: Int, matches type: T.Type) -> Bool {
        if steps[index].extra < 0 { return ViewTypeTraits.node(steps[index].node, matches: T.self) }
        return switch role(of: index) {
        case .view, .named: ViewTypeTraits.node(steps[index].node, matches: T.self)
        case .modal(let kind, _): SearchStepRole.presentationType(of: kind) == T.self
        case .dialogPart: false
        }
    }

    /// The navigation calls that reach step `index`: the start's path (or the call naming
    /// the start, at the root), then one call per step below it.
    func path(of index: Int) -> String {
        let step = steps[index]
        guard step.parent >= 0 else {
            let path = start.path
            return path.isEmpty ? ViewSearch.call(for: start.node, index: nil) : path
        }
        switch role(of: index) {
        case .modal(_, let call), .named(let call), .dialogPart(let call):
            return path(of: step.parent) + "." + call
        case .view: break
        }
        if let call = step.supplementaryCall {
            return path(of: step.parent) + "." + call + "." + ViewSearch.call(for: step.node, index: nil)
        }
        if isControlLabelWrapper(step.parent) {
            // Navigation looks through the `AnyView` a control wraps its label in:
            // `button().labelView().text()`.
            let control = steps[step.parent].parent
            let indexed = ViewSearch.hasIndexedChildren(steps[step.parent].node, count: step.siblings)
            let own = ViewSearch.call(for: step.node, index: indexed ? step.offset : nil)
            return path(of: control) + ".labelView()." + own
        }
        if !role(of: step.parent).isView {
            // The content of a modal or of a dialog's part: indexed when there are several.
            let own = ViewSearch.call(for: step.node, index: step.siblings > 1 ? step.offset : nil)
            return path(of: step.parent) + "." + own
        }
        let parent = steps[step.parent].node
        let indexed = ViewSearch.hasIndexedChildren(parent, count: step.siblings)
        let isControl = ViewSearch.isControl(parent, indexed: indexed)
        let own = ViewSearch.call(for: step.node, index: isControl || !indexed ? nil : step.offset)
        return path(of: step.parent) + "." + (isControl ? "labelView()." + own : own)
    }

    /// Whether step `index` is the `AnyView` a control wraps its label in (the only view
    /// the control encloses, reached through `labelView()`).
    private func isControlLabelWrapper(_ index: Int) -> Bool {
        let step = steps[index]
        guard step.parent >= 0, step.supplementaryCall == nil, role(of: index).isView,
            role(of: step.parent).isView, step.entry.view is FacetUI.AnyView
        else { return false }
        let control = steps[step.parent].node
        return ViewSearch.isControl(
            control, indexed: ViewSearch.hasIndexedChildren(control, count: step.siblings))
    }
}
