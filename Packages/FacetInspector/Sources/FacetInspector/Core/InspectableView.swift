import FacetUI
@_spi(Inspection) import FacetUICore

/// A view in a hosted graph, reached by navigation or search, typed by what it is
/// (`InspectableView<ViewType.Text>`). It reads the live node: after an action, or a change
/// of a model the view observes, the same value sees the new state.
@preconcurrency @MainActor
public struct InspectableView<View: KnownViewType> {
    let host: InspectionHost
    private let storedEntry: ViewNode
    private let storedNode: ViewNode
    /// Where the view's path comes from: spelled out, or the step of a search that reached
    /// it, spelled only when read.
    let origin: ViewPath
    /// For a gesture view (`ViewType.Gesture`): where its gesture is, read anew on each use.
    var gestureRoute: GestureRoute?

    /// The outermost node of the view: its first modifier, or the view's node itself. A
    /// read applies pending updates first (a model changed outside an action), so that it
    /// sees the live state.
    var entry: ViewNode {
        host.flushBeforeReading()
        return storedEntry
    }

    /// The view's own node, inside its modifiers, read as ``entry`` is.
    var node: ViewNode {
        host.flushBeforeReading()
        return storedNode
    }

    init(host: InspectionHost, entry: ViewNode, path: String) {
        self.init(host: host, entry: entry, node: entry.unwrappingModifiers, origin: .spelled(path))
    }

    init(host: InspectionHost, entry: ViewNode, node: ViewNode, origin: ViewPath) {
        self.host = host
        storedEntry = entry
        storedNode = node
        self.origin = origin
    }

    /// The navigation calls from the root, joined with dots.
    var path: String { origin.spelled }

    /// The path of a view reached from this one by `call`. From the inspected root, the
    /// path starts with the call naming the root (`view(MyView.self)`, `vStack()`), as a
    /// search's paths do and as ViewInspector spells them.
    ///
    /// A view `parent()` returned is named again by the call, in place of its own name: the
    /// call follows the path of the view above it (ViewInspector's `ParentView`).
    func path(appending call: String) -> String {
        guard let (trail, index) = parentStep else { return basePath + "." + call }
        let above = trail.steps[index].parent
        return above < 0 ? call : trail.path(of: above) + "." + call
    }

    /// For a view `parent()` returned, the step of the walk from the root where it sits.
    var parentStep: (trail: SearchTrail, index: Int)? {
        guard View.self == ViewType.ParentView.self, case .step(let trail, let index) = origin else {
            return nil
        }
        return (trail, index)
    }

    /// Whether this is the view `inspect()` returned (its path is empty).
    var isInspectedRoot: Bool {
        if case .spelled(let path) = origin { return path.isEmpty }
        return false
    }

    /// This view's path, or at the inspected root the call naming it: where the paths of
    /// the views reached from it start.
    var basePath: String { path.isEmpty ? ViewSearch.call(for: node, index: nil) : path }

    /// The same view with its path spelled out now (a search result keeps the path it was
    /// found at, whatever the graph does next).
    func spelled() -> Self {
        if case .spelled = origin { return self }
        return Self(host: host, entry: entry, node: node, origin: .spelled(path))
    }

    /// The navigation calls that reach this view from the inspected root
    /// ("vStack().text(1)").
    public var pathToRoot: String { path }

    /// The view's value as a `T` (its type, or a marker protocol of its view type), or the
    /// error "Type mismatch: X is not `expected`".
    func viewValue<T>(as type: T.Type, expected: String) throws -> T {
        guard let value = node.view as? T else {
            throw InspectionError.typeMismatch(factual: typeName, expected: expected)
        }
        return value
    }

    /// The same view under another type.
    func retyped<T: KnownViewType>(_ type: T.Type = T.self, path: String? = nil) -> InspectableView<T> {
        InspectableView<T>(host: host, entry: entry, node: node, origin: path.map { .spelled($0) } ?? origin)
    }

    /// The same view, classified.
    public func classified() -> InspectableView<ViewType.ClassifiedView> { retyped() }

    /// The name of the view's type, without generic arguments ("VStack"); for a
    /// presentation, its kind ("Sheet"), not the view its content is built in.
    var typeName: String {
        if View.self is any PresentationViewType.Type { return View.typePrefix }
        // A toolbar item is named by its type, as ViewInspector names it.
        if let item = toolbarItemTypeName { return item }
        return Inspector.typeName(of: node.view)
    }

    /// The modifier values applied to the view (as FacetUI's modifier nodes apply them),
    /// innermost first.
    var modifiers: [Any] { modifierNodes.compactMap(\.appliedModifier) }

    /// Applies the updates an action caused.
    func commit() { host.flush() }

    /// Runs every pending update and waits for every `.task` (and the updates they cause)
    /// until nothing is left.
    public func settle() async { await host.graph.settle() }
}
