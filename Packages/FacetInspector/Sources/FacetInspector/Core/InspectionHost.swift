import FacetUI
@_spi(Inspection) import FacetUICore
import Foundation

/// Hosts an inspected view: a live ``ViewGraph`` on a ``HeadlessBackend``. Every
/// ``InspectableView`` taken from it keeps it alive.
@MainActor
final class InspectionHost {
    let backend: HeadlessBackend
    let graph: ViewGraph
    /// The host of the view this one's view was taken from (a tab's item, a menu's items:
    /// views held as values, not built in the hosting graph), updated with it.
    let parent: InspectionHost?
    /// The node, in `parent`, of the view that holds this host's view as a value: a user
    /// cannot act on the held view where they cannot act on its holder.
    let holder: ViewNode?
    /// How many walks over this host's graph are under way: reads do not apply pending
    /// updates while a walk holds the graph's nodes (actions still do).
    private var walks = 0

    /// Hosts `view`; `willAppear` gets the host before the first update (before the view's
    /// `onAppear` actions run).
    init<Root: View>(
        _ view: Root, size: CGSize = ViewHosting.defaultSize, parent: InspectionHost? = nil,
        holder: ViewNode? = nil, willAppear: (InspectionHost) -> Void = { _ in }
    ) {
        backend = HeadlessBackend()
        graph = ViewGraph(rootView: view, backend: backend, size: size, defersAppearActions: true)
        self.parent = parent
        self.holder = holder
        willAppear(self)
        graph.flush()
    }

    /// The hosted view, as `inspect()` returns it.
    var root: InspectableView<ViewType.ClassifiedView>? {
        graph.root.children.first.map { InspectableView(host: self, entry: $0, path: "") }
    }

    /// The enclosed entries of the container read last, with the transaction they were read
    /// in: a collection's elements are read through them once, not once per element.
    private var lastEnclosed: (node: ViewNode, serial: Int, entries: [ViewNode])?

    /// `node.enclosedEntries`, read once per transaction for the container read last.
    func enclosedEntries(of node: ViewNode) -> [ViewNode] {
        let serial = graph.transactionSerial
        if let last = lastEnclosed, last.node === node, last.serial == serial { return last.entries }
        let entries = node.enclosedEntries
        lastEnclosed = (node, serial, entries)
        return entries
    }

    /// Applies pending updates (after an action), here and in the parent host.
    func flush() {
        graph.flush()
        parent?.flush()
    }

    /// Applies pending updates before a read (a model changed outside an action), unless a
    /// walk over this graph, or the parent's, is under way.
    func flushBeforeReading() {
        guard walks == 0 else { return }
        graph.flush()
        parent?.flushBeforeReading()
    }

    /// Runs `walk` over this host's graph with its nodes held: reads inside it do not apply
    /// pending updates. They are applied once, first.
    func walking<Result>(_ walk: () throws -> Result) rethrows -> Result {
        flushBeforeReading()
        walks += 1
        defer { walks -= 1 }
        return try walk()
    }

    /// Whether the views holding this host's view (through its parent hosts) are disabled.
    var holderIsDisabled: Bool {
        guard let holder else { return false }
        return !holder.environment.isEnabled || parent?.holderIsDisabled == true
    }

    /// Whether a view holding this host's view (through its parent hosts) is hidden, by its
    /// own modifiers or enclosing ones.
    var holderIsHidden: Bool {
        guard let holder else { return false }
        return holder.isHiddenHere || parent?.holderIsHidden == true
    }
}

extension InspectableView {
    /// `view`, a value this view holds but its graph does not build (a tab item, a menu's
    /// items), hosted on its own and reached by `call` from this view. Actions on it apply
    /// their updates to this view's graph too.
    func detached<V: FacetUI.View>(_ view: V, call: String) throws -> InspectableView<ViewType.ClassifiedView>
    {
        try detached(view, path: path(appending: call))
    }

    /// A part of this view as written (a label's title, a gauge's current value label): the
    /// content of the placeholder `isPlaceholder` matches in its style's body, or `written`,
    /// hosted on its own, when the style does not show it.
    func stylePart(
        call: String, isPlaceholder: (ViewNode) -> Bool, written: () throws -> any FacetUI.View
    ) throws -> InspectableView<ViewType.ClassifiedView> {
        if let shown = node.firstNode(where: isPlaceholder), let content = shown.children.first {
            return InspectableView<ViewType.ClassifiedView>(
                host: host, entry: content, path: path(appending: call))
        }
        return try detached(try written(), call: call)
    }

    /// The part of this view that `call` names among `Owner`'s style parts (a part it does
    /// not list is always hosted on its own).
    func stylePart<Owner: StylePartsOwner>(
        of owner: Owner.Type, _ call: String, written: () throws -> any FacetUI.View
    ) throws -> InspectableView<ViewType.ClassifiedView> {
        let placeholder = Owner._styleParts.first { $0.call == call }?.isPlaceholder
        return try stylePart(call: call, isPlaceholder: { placeholder?($0) == true }, written: written)
    }

    /// `view` hosted on its own, as `detached(_:call:)` hosts it, at `path`.
    private func detached<V: FacetUI.View>(_ view: V, path: String) throws
        -> InspectableView<ViewType.ClassifiedView>
    {
        guard let root = InspectionHost(view, parent: host, holder: node).root else {
            throw InspectionError.viewNotFound(parent: typeName)
        }
        return root.retyped(path: path)
    }
}

extension InspectableView {
    /// `view`, a value this view holds, hosted on its own at this view's path: navigation
    /// from it reads as navigation from this view (`menu().button(1)` for a menu's items).
    func detachedInPlace<V: FacetUI.View>(_ view: V) throws -> InspectableView<ViewType.ClassifiedView> {
        try detached(view, path: basePath)
    }
}

extension View {
    /// Hosts this view in a live view graph and returns it for inspection.
    ///
    /// ```swift
    /// let sut = try ContentView().inspect()
    /// try sut.find(button: "Add").tap()
    /// #expect(try sut.find(ViewType.Text.self).string() == "Count: 1")
    /// ```
    @preconcurrency @MainActor
    public func inspect(size: CGSize = ViewHosting.defaultSize) throws -> InspectableView<
        ViewType.ClassifiedView
    > {
        guard let root = InspectionHost(self, size: size).root else {
            throw InspectionError.viewNotFound(parent: Inspector.typeName(of: self))
        }
        return root
    }
}
