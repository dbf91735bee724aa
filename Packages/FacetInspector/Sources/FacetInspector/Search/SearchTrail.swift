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
///
/// The nodes are kept apart from the steps' plain fields, so that reading a step's depth
/// or parent costs no reference counting (a search visits every node: it dominated).
@MainActor
final class SearchTrail {
    /// Where one reached view sits.
    struct Step {
        /// The step of the enclosing view, or `-1` for the start.
        let parent: Int
        /// The view's index among the views its parent encloses.
        let offset: Int
        /// How many views its parent encloses.
        let siblings: Int
        /// The depth below the start.
        let depth: Int
        /// The index in `extras` of what else is known of the step, or -1 for a view of the
        /// trail's host reached by the call naming it (the common case, kept compact).
        var extra: Int = -1
        /// Whether one of the view's modifiers is a presentation modifier.
        var presents = false
        /// Whether one of the view's modifiers is a custom `ViewModifier`.
        var hasCustomModifier = false
        /// Whether one of the view's modifiers layers a view.
        var hasLayer = false

        /// The step of a view, with what its modifiers bring to a search.
        init(parent: Int, offset: Int, siblings: Int, depth: Int, unwrapped: UnwrappedEntry) {
            self.parent = parent
            self.offset = offset
            self.siblings = siblings
            self.depth = depth
            presents = unwrapped.presents
            hasCustomModifier = unwrapped.hasCustomModifier
            hasLayer = unwrapped.hasLayer
        }
    }

    /// What a step reached, when it is not a view of the trail's host reached by the call
    /// naming it.
    struct Extra {
        /// A view, a presented modal or a part of a dialog.
        var role: SearchStepRole = .view
        /// The host of the step's nodes when it is not the trail's: a view held as a value
        /// (a group box's label) is hosted on its own.
        var host: InspectionHost? = nil
        /// The call that reaches a view its parent does not enclose but shows beside its
        /// content (a section's `header()`, a group's `labelView()`), or `nil`.
        var supplementaryCall: String? = nil
        /// Whether the view is content a control holds besides its label (a link's
        /// destination page): reached without `labelView()`.
        var isHeldContent = false

        /// Whether the step is a plain view of the trail's host.
        @MainActor var isPlain: Bool {
            role.isView && host == nil && supplementaryCall == nil && !isHeldContent
        }
    }

    let host: InspectionHost
    /// The view the walk starts from.
    let start: InspectableView<ViewType.ClassifiedView>
    /// The reached views, in the order they were found. Only the main actor reaches these
    /// arrays, one access at a time.
    @exclusivity(unchecked) private(set) var steps: [Step]
    /// The outermost node of each step's view.
    @exclusivity(unchecked) private(set) var entries: [ViewNode]
    /// Each step's own node, inside its modifiers.
    @exclusivity(unchecked) private(set) var nodes: [ViewNode]
    /// What else is known of the steps that are not plain views.
    @exclusivity(unchecked) private var extras: [Extra] = []

    init(from start: InspectableView<ViewType.ClassifiedView>) {
        self.host = start.host
        self.start = start
        steps = [
            Step(
                parent: -1, offset: 0, siblings: 1, depth: 0, unwrapped: start.entry.unwrappingModifiersNoting
            )
        ]
        entries = [start.entry]
        nodes = [start.node]
    }

    /// How many steps the walk has recorded.
    var count: Int { steps.count }

    /// The steps above step `index`, nearest first.
    func ancestors(of index: Int) -> [Int] {
        var above: [Int] = []
        var parent = steps[index].parent
        while parent >= 0 {
            above.append(parent)
            parent = steps[parent].parent
        }
        return above
    }

    /// Records the views directly below step `index`; returns the range of their steps.
    func expand(_ index: Int) -> Range<Int> {
        let first = steps.count
        let node = nodes[index]
        switch role(of: index) {
        case .view, .named:
            let traits = ViewTypeTraits.of(node)
            // Inside a custom modifier's body, the modified view is the view the modifier
            // is applied to, already recorded: its place is searched, not its content again.
            if !traits.isModifierContent || index == 0 {
                let enclosed = node.enclosedEntries(traits.children)
                appendViews(
                    enclosed, below: index,
                    indices: enclosed.isEmpty ? nil : node.enclosedIndices(traits.children))
            }
            if case .declared = traits.children {
                for (call, entry) in node.supplementaryEntries {
                    appendStep(entry: entry, below: index, supplementaryCall: call)
                }
                appendDetachedViews(below: index)
            } else if traits.holdsViews {
                appendHeldViews(below: index)
            }
            appendLinkDestination(below: index)
            if steps[index].hasCustomModifier { appendCustomModifierBodies(below: index) }
            if steps[index].hasLayer { appendLayers(below: index) }
            if entries[index] !== node {
                appendToolbars(below: index)
                appendModifierHeldViews(below: index)
                appendPresentedDestinations(below: index)
            }
            if ViewTypeTraits.node(node, matches: ViewType.NavigationSplitView.self) {
                appendSplitColumns(below: index)
            }
            // Only a view with a presentation modifier (or a custom presenter) presents a
            // modal.
            if steps[index].presents || steps[index].hasCustomModifier { appendModals(below: index) }
        case .modal(let kind, _) where !kind.isDialog:
            appendViews(node.enclosedEntries, below: index)
        case .modal(let kind, _):
            appendDialogParts(below: index, kind: kind)
        case .alertButton:
            if let label = node.firstText {
                appendStep(entry: label, below: index, role: .named(call: "labelView()"))
            }
        case .dialogPart:
            appendViews(ViewNode.flattened([entries[index]]), below: index)
        }
        return first..<steps.count
    }

    /// Records a step for `entry`, the only one of its kind one level below step `index`,
    /// in `host` or else in the host of step `index`; the step's view is inside `entry`'s
    /// modifiers, or `entry` itself when not `unwrapping` (a custom modifier's node).
    func appendStep(
        entry: ViewNode, below index: Int, supplementaryCall: String? = nil, role: SearchStepRole = .view,
        host: InspectionHost? = nil, unwrapping: Bool = true
    ) {
        let unwrapped = unwrapping ? entry.unwrappingModifiersNoting : UnwrappedEntry(node: entry)
        var step = Step(
            parent: index, offset: 0, siblings: 1, depth: steps[index].depth + 1, unwrapped: unwrapped)
        step.extra = extra(
            Extra(role: role, host: host ?? self.host(of: index), supplementaryCall: supplementaryCall))
        append(step, entry: entry, node: unwrapped.node)
    }

    /// Records `step` with its nodes.
    private func append(_ step: Step, entry: ViewNode, node: ViewNode) {
        steps.append(step)
        entries.append(entry)
        nodes.append(node)
    }

    /// The index in `extras` of `extra`, or -1 for a plain view of the trail's host.
    private func extra(_ extra: Extra) -> Int {
        if extra.isPlain { return -1 }
        extras.append(extra)
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

    /// The call reaching step `index`'s view beside its parent's content, or `nil`.
    private func supplementaryCall(of index: Int) -> String? {
        let extra = steps[index].extra
        return extra < 0 ? nil : extras[extra].supplementaryCall
    }

    /// Records `enclosed`, the views step `index` encloses, at `indices` among the views it
    /// shows (by default at their places).
    func appendViews(
        _ enclosed: [ViewNode], below index: Int, indices: [Int]? = nil, host: InspectionHost? = nil,
        isHeldContent: Bool = false
    ) {
        let depth = steps[index].depth + 1
        let host = host ?? self.host(of: index)
        reserve(enclosed.count)
        for (offset, entry) in enclosed.enumerated() {
            let unwrapped = entry.unwrappingModifiersNoting
            var step = Step(
                parent: index, offset: indices?[offset] ?? offset, siblings: enclosed.count, depth: depth,
                unwrapped: unwrapped)
            if host != nil || isHeldContent {
                step.extra = extra(Extra(host: host, isHeldContent: isHeldContent))
            }
            append(step, entry: entry, node: unwrapped.node)
        }
    }

    /// Makes room for `count` more steps at once (a container's many rows), growing
    /// geometrically: reserving just enough at each step would reallocate at each step.
    private func reserve(_ count: Int) {
        let needed = steps.count + count
        guard needed > steps.capacity else { return }
        let capacity = max(needed, 2 * steps.capacity)
        steps.reserveCapacity(capacity)
        entries.reserveCapacity(capacity)
        nodes.reserveCapacity(capacity)
    }

    /// The view of step `index`, typed `T`, with its path left unspelled.
    func view<T: KnownViewType>(_ index: Int, as type: T.Type = T.self) -> InspectableView<T> {
        InspectableView(
            host: host(of: index) ?? host, entry: entries[index], node: nodes[index],
            origin: .step(self, index))
    }

    /// Whether step `index` is a view of type `T`: a view of the graph matching it, or a
    /// presented modal of its kind (any modal is a classified view). A dialog's message and
    /// actions are no views.
    func step<T: KnownViewType>(_ index: Int, matches type: T.Type) -> Bool {
        if steps[index].extra < 0 { return ViewTypeTraits.node(nodes[index], matches: T.self) }
        return switch role(of: index) {
        case .view, .named: ViewTypeTraits.node(nodes[index], matches: T.self)
        case .modal(let kind, _):
            T.self == ViewType.ClassifiedView.self || SearchStepRole.presentationType(of: kind) == T.self
        case .dialogPart: false
        case .alertButton:
            T.self == ViewType.AlertButton.self || ViewTypeTraits.node(nodes[index], matches: T.self)
        }
    }

    /// The navigation calls that reach step `index`: the start's path (or the call naming
    /// the start, at the root), then one call per step below it.
    func path(of index: Int) -> String {
        let step = steps[index]
        guard step.parent >= 0 else {
            return start.basePath
        }
        switch role(of: index) {
        case .modal(_, let call), .named(let call), .dialogPart(let call), .alertButton(let call):
            return path(of: step.parent) + "." + call
        case .view: break
        }
        let node = nodes[index]
        if let part = stylePart(index) { return part }
        if let call = supplementaryCall(of: index) {
            return path(of: step.parent) + "." + call + "." + ViewSearch.call(for: node, index: nil)
        }
        if !role(of: step.parent).isView || (step.extra >= 0 && extras[step.extra].isHeldContent) {
            // The content of a modal, of a dialog's part or held by a control (a link's
            // page): indexed when there are several.
            let own = ViewSearch.call(for: node, index: step.siblings > 1 ? step.offset : nil)
            return path(of: step.parent) + "." + own
        }
        let parent = nodes[step.parent]
        if ViewSearch.isControl(parent) {
            // A label written as several views is reached by index: `labelView().text(0)`.
            let own = ViewSearch.call(for: node, index: step.siblings > 1 ? step.offset : nil)
            return path(of: step.parent) + ".labelView()." + own
        }
        let indexed = ViewSearch.hasIndexedChildren(parent, count: step.siblings)
        return path(of: step.parent) + "." + ViewSearch.call(for: node, index: indexed ? step.offset : nil)
    }

    /// The path of step `index` when it is the placeholder of a part in a style's body (a
    /// label's title, a gauge's current value label): the part's call on the nearest view
    /// owning it (`label(1).title()`), as navigation reaches the part; else `nil`.
    private func stylePart(_ index: Int) -> String? {
        guard ViewTypeTraits.of(nodes[index]).isStylePlaceholder else { return nil }
        for owner in ViewSearch.stylePartOwners {
            if let path = stylePart(index, of: owner) { return path }
        }
        return nil
    }

    private func stylePart<Owner: StylePartsOwner>(_ index: Int, of owner: Owner.Type) -> String? {
        guard role(of: index).isView,
            let part = Owner._styleParts.first(where: { $0.isPlaceholder(nodes[index]) }),
            let holder = ancestors(of: index).first(where: { step($0, matches: Owner.self) })
        else { return nil }
        return path(of: holder) + "." + part.call
    }
}
