import Dispatch
import Foundation

/// The retained view graph of one window: it builds nodes for a root view, applies
/// state changes in batched transactions, lays out and drives a ``Backend``.
///
/// ```swift
/// let graph = ViewGraph(rootView: ContentView(), backend: HeadlessBackend(), size: CGSize(width: 80, height: 24))
/// model.count += 1      // invalidates the nodes that read `count`
/// graph.flush()         // one transaction: re-evaluate, re-lay out, update widgets
/// print(graph.lastTransaction.bodiesEvaluated)
/// ```
@MainActor
public final class ViewGraph {
    /// The backend receiving widget mutations.
    public let backend: any Backend
    /// The root node.
    public private(set) var root: ViewNode!
    /// The size of the window the root is laid out in.
    public private(set) var size: CGSize
    /// The window's safe-area insets: the root lays its content out inside them (none on
    /// the terminal; a test host or a backend with window chrome sets them).
    public private(set) var safeAreaInsets: EdgeInsets
    /// The nodes that size themselves from the window (`containerRelativeFrame`), laid out
    /// again when the window's size or safe area changes.
    var windowSizeReaders: [ObjectIdentifier: WeakNode] = [:]
    /// Counters of the last finished transaction.
    public private(set) var lastTransaction = GraphCounters()
    /// Counters summed over every transaction since the graph was created.
    public private(set) var totals = GraphCounters()
    /// Counters of the transaction in progress.
    var counters = GraphCounters()

    private var dirty: [ViewNode] = []
    private var dirtyIDs: Set<ObjectIdentifier> = []
    private var layoutInvalid: [ViewNode] = []
    private var layoutInvalidIDs: Set<ObjectIdentifier> = []
    private var updateScheduled = false
    private(set) var isInTransaction = false
    private var evaluationDepth = 0
    /// Work that runs after a transaction's layout, in order (appear/change actions).
    private var postCommit: [() -> Void] = []
    /// The nodes with children leaving through a removal transition.
    var leavingParents: [ViewNode] = []
    /// Called after each transaction (backends redraw here).
    public var onCommit: (() -> Void)?
    /// Tasks started by `.task` that have not finished.
    private var runningTasks: [Task<Void, Never>] = []
    /// Warnings reported while building (duplicate ids, runaway updates), in order.
    public private(set) var warnings: [String] = []
    /// Active widget observations, by observed node.
    private var widgetObservations: [ObjectIdentifier: [WidgetObservation]] = [:]
    /// Observed nodes whose widget was created or updated in the current transaction.
    private var observedChanges: [ViewNode] = []
    private var observedChangeIDs: Set<ObjectIdentifier> = []
    /// How many transactions the graph has run (observations ignore the one they were made
    /// in): what was read from its nodes stays true while this stays the same. Inspection
    /// tools keep what they read until it changes.
    @_spi(Inspection) public private(set) var transactionSerial = 0
    /// The gestures of the window's views, and the interaction in progress.
    let gestures = GestureDispatcher()
    /// The transactions of state changes and of the updates applying them.
    let transactions = TransactionTracker()
    /// The frame clock, once something asked for it (see `frameClock`).
    var frameClockStorage: FrameClock?
    /// The nodes whose values animate now.
    lazy var animations = NodeAnimations(graph: self)
    /// The groups of `matchedGeometryEffect` views.
    lazy var matchedGeometry = MatchedGeometryRegistry(graph: self)
    /// Whether the views being built are inserted by an animated change without a
    /// transition of their own, so that they fade (see ``implicitlyTransitionedNode``).
    var insertsWithDefaultTransition = false
    /// The transaction of the changes the current transaction's layout applies (see
    /// ``noteLayoutTransaction()``), `nil` when it applies none (a resize, a first build).
    private var layoutTransaction: Transaction?
    /// The preference layers to make again, unless placing them does first.
    var stalePreferenceLayers: [any PreferenceLayerRefreshing] = []

    /// Builds the graph for `rootView` and performs the first layout.
    ///
    /// `safeAreaInsets` are the window's insets (see ``safeAreaInsets``).
    public convenience init<Root: View>(
        rootView: Root, backend: any Backend, size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets()
    ) {
        self.init(
            rootView: rootView, backend: backend, size: size, safeAreaInsets: safeAreaInsets,
            defersAppearActions: false)
    }

    /// Builds the graph for `rootView` and performs the first layout; with
    /// `defersAppearActions`, the views' `onAppear` actions wait for the first ``flush()``
    /// (inspection tools record the graph before its views' actions can reach it).
    @_spi(Inspection)
    public init<Root: View>(
        rootView: Root, backend: any Backend, size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets(),
        defersAppearActions: Bool
    ) {
        self.backend = backend
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        transaction(runningPostCommit: !defersAppearActions) {
            root = RootNode(content: rootView, graph: self)
            root.mount()
        }
    }

    // MARK: - Transactions

    /// Runs pending updates now, as transactions, until nothing is dirty. Work deferred
    /// by a transaction (a state write during a body) runs in the next one.
    public func flush() {
        var rounds = 0
        while !dirty.isEmpty || !layoutInvalid.isEmpty || !postCommit.isEmpty || animations.hasPendingFrame {
            rounds += 1
            if rounds > 100 {
                warn("updates did not settle after 100 transactions; a body may be writing state it reads")
                dirty.removeAll()
                dirtyIDs.removeAll()
                break
            }
            transaction {
                animations.applyPendingFrame()
                let batch = dirty.sorted { $0.depth < $1.depth }
                dirty.removeAll()
                dirtyIDs.removeAll()
                let changes = transactions.begin(batch)
                for node in batch where node.isMounted && node.isDirtyFlag {
                    transactions.update(node, under: changes[ObjectIdentifier(node)]) { node.invalidated() }
                }
                transactions.finish(in: self)
                finishEndedRemovals()
            }
        }
    }

    /// Resizes the window and lays the root out again.
    public func resize(to newSize: CGSize) {
        guard newSize != size else { return }
        size = newSize
        windowChanged()
    }

    /// Changes the window's safe-area insets and lays the root out again.
    ///
    /// ```swift
    /// graph.setSafeAreaInsets(EdgeInsets(top: 1, leading: 0, bottom: 2, trailing: 0))
    /// ```
    public func setSafeAreaInsets(_ insets: EdgeInsets) {
        guard insets != safeAreaInsets else { return }
        safeAreaInsets = insets
        windowChanged()
    }

    /// The window's safe area: the window, inset by ``safeAreaInsets``.
    var windowSafeArea: SafeAreaGeometry {
        let window = CGRect(origin: .zero, size: size)
        return SafeAreaGeometry(bounds: window, safe: window).adding(safeAreaInsets, inside: window)
    }

    private func windowChanged() {
        root?.layout.needsPlacement = true
        for reader in windowSizeReaders.values {
            if let node = reader.node, node.isMounted { invalidateLayout(node) }
        }
        transaction {}
    }

    /// Runs `body` as one transaction, then lays out and (unless `runningPostCommit` is
    /// false, which leaves them to the next one) runs the work queued for after it.
    private func transaction(runningPostCommit: Bool = true, _ body: () -> Void) {
        isInTransaction = true
        transactionSerial += 1
        counters = GraphCounters()
        body()
        performLayout()
        isInTransaction = false
        if runningPostCommit {
            let work = postCommit
            postCommit.removeAll()
            for action in work { action() }
        }
        notifyWidgetObservers()
        lastTransaction = counters
        totals = totals + counters
        onCommit?()
    }

    /// Marks `node` for re-evaluation in the next transaction and schedules one.
    func markDirty(_ node: ViewNode) {
        if node.isMounted { transactions.recordChange(for: node) }
        guard node.isMounted, dirtyIDs.insert(ObjectIdentifier(node)).inserted else { return }
        node.isDirtyFlag = true
        dirty.append(node)
        scheduleUpdate()
    }

    /// Forgets a pending invalidation of `node` (it is being evaluated anyway).
    func clearDirty(_ node: ViewNode) {
        node.isDirtyFlag = false
    }

    /// Schedules `flush()` on the main queue (a no-op when already scheduled).
    func scheduleUpdate() {
        guard !updateScheduled else { return }
        updateScheduled = true
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                self.updateScheduled = false
                self.flush()
            }
        }
    }

    /// Runs `action` after the current transaction's layout (or now, outside one).
    func afterCommit(_ action: @escaping () -> Void) {
        postCommit.append(action)
        if !isInTransaction { scheduleUpdate() }
    }

    // MARK: - Widget observation

    /// Runs `action` after each later transaction that created or updated the widget of
    /// `node` (after its layout and its appear actions), until the returned observation is
    /// cancelled or `node` leaves the graph. Transactions that leave the widget alone do not
    /// run it. Tools outside FacetUI (FacetIntrospect) use it to re-apply customisations.
    ///
    /// ```swift
    /// let observation = graph.observeWidget(of: node) { node in print(node.widget as Any) }
    /// observation.cancel()
    /// ```
    @discardableResult
    public func observeWidget(
        of node: ViewNode, _ action: @escaping @MainActor (ViewNode) -> Void
    ) -> WidgetObservation {
        let observation = WidgetObservation(node: node, transaction: transactionSerial, action: action)
        guard node.isMounted else {
            observation.end()
            return observation
        }
        widgetObservations[ObjectIdentifier(node), default: []].append(observation)
        return observation
    }

    /// Forgets `observation` of `node`.
    func removeObservation(_ observation: WidgetObservation, of node: ViewNode) {
        let key = ObjectIdentifier(node)
        widgetObservations[key]?.removeAll { $0 === observation }
        if widgetObservations[key]?.isEmpty == true { widgetObservations[key] = nil }
    }

    /// Ends the observations of `node` (it left the graph).
    func endObservations(of node: ViewNode) {
        guard !widgetObservations.isEmpty,
            let observations = widgetObservations.removeValue(forKey: ObjectIdentifier(node))
        else { return }
        for observation in observations { observation.end() }
    }

    /// Records that `node`'s widget changed, when someone observes it.
    private func recordWidgetChange(of node: ViewNode) {
        let key = ObjectIdentifier(node)
        guard widgetObservations[key] != nil, observedChangeIDs.insert(key).inserted else { return }
        observedChanges.append(node)
    }

    /// Runs the observations of the widgets changed in the transaction that just ended.
    private func notifyWidgetObservers() {
        guard !observedChanges.isEmpty else { return }
        let changed = observedChanges
        observedChanges.removeAll()
        observedChangeIDs.removeAll()
        for node in changed where node.isMounted {
            for observation in widgetObservations[ObjectIdentifier(node)] ?? []
            where observation.isActive && observation.transaction < transactionSerial {
                observation.action(node)
            }
        }
    }

    /// Evaluates a body, tracking nesting (state writes inside are deferred).
    func evaluating<T>(_ node: ViewNode, _ body: () -> T) -> T {
        evaluationDepth += 1
        defer { evaluationDepth -= 1 }
        return body()
    }

    /// Runs an observation callback on the main actor: at once when called there (the
    /// usual case: a state write in an action), otherwise on the main queue.
    nonisolated static func observedChange(_ action: @escaping @MainActor @Sendable () -> Void) {
        if MainQueue.isCurrent {
            MainActor.assumeIsolated { action() }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { action() } }
        }
    }

    // MARK: - Layout

    /// Records that `node`'s size may have changed (content or children changed).
    func invalidateLayout(_ node: ViewNode) {
        noteLayoutTransaction()
        guard let unit = node.isLayoutUnit ? node : node.layoutParent else { return }
        unit.layout.needsPlacement = true
        if layoutInvalidIDs.insert(ObjectIdentifier(unit)).inserted { layoutInvalid.append(unit) }
    }

    /// Records that the layout units below `node` changed (a child appeared or went).
    func structureChanged(below node: ViewNode) {
        noteLayoutTransaction()
        guard let unit = node.isLayoutUnit ? node : node.layoutParent else { return }
        unit.unitsChanged()
        // A container never laid out collects its units at its first layout anyway.
        if unit.layout.lastProposal != nil { invalidateLayout(unit) }
    }

    /// Keeps the transaction of a change that moves views (the one in force while a node
    /// is updated), so that this transaction's layout animates the widgets it moves: the
    /// last animated one wins, as one layout pass moves them all.
    private func noteLayoutTransaction() {
        let current = transactions.current
        if current.isAnimated || layoutTransaction == nil, transactions.isApplyingChanges {
            layoutTransaction = current
        }
    }

    private func performLayout() {
        defer { layoutTransaction = nil }
        guard let root else { return }
        LayoutDefaults.current = backend.metrics
        let window = CGRect(origin: .zero, size: size)
        if root.frame != window || root.layout.needsPlacement {
            root.clearSizeCache()
            _ = root.sizeThatFits(ProposedViewSize(size))
            root.place(in: window, proposal: ProposedViewSize(size))
        }
        var rounds = 0
        repeat {
            let invalid = layoutInvalid.sorted { $0.depth > $1.depth }
            layoutInvalid.removeAll()
            layoutInvalidIDs.removeAll()
            for node in invalid where node.isMounted {
                relayout(from: node)
            }
            rounds += 1
        } while refreshPreferenceLayers(round: rounds)
    }

    /// Re-lays out from `start` upwards, stopping at the first node whose answers to
    /// the proposals it was asked are unchanged: only the ancestor chain is touched.
    private func relayout(from start: ViewNode) {
        var node = start
        while true {
            let asked = node.layout.cachedProposals
            let before = asked.map { node.layout.cached($0) }
            node.clearSizeCache()
            let unchanged = zip(asked, before).allSatisfy { node.sizeThatFits($0) == $1 }
            guard !unchanged, let parent = node.layoutParent else {
                node.replace()
                return
            }
            parent.layout.needsPlacement = true
            node = parent
        }
    }

    // MARK: - Nodes and widgets

    /// Creates and mounts the node for `view`.
    func makeNode<V: View>(for view: V, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        let node: ViewNode
        if let primitive = view as? any PrimitiveView {
            node = primitive.makeNode(graph: self, parent: parent, environment: environment)
        } else if let reading = view as? any InputReadingView {
            node = reading.makeInputReadingNode(graph: self, parent: parent, environment: environment)
        } else if let reading = view as? any EnvironmentReadingView {
            node = reading.makeEnvironmentReadingNode(graph: self, parent: parent, environment: environment)
        } else {
            node = CompositeNode(view, graph: self, parent: parent, environment: environment)
        }
        if insertsWithDefaultTransition {
            return implicitlyTransitionedNode(node, for: view, parent: parent, environment: environment)
        }
        node.isAttaching = true
        node.mount()
        node.isAttaching = false
        return node
    }

    /// Creates the widget of `node` and inserts it under its widget parent.
    func createWidget(for node: ViewNode, content: any WidgetContent) {
        counters.widgetsCreated += 1
        let widget = backend.makeWidget(content, events: node as? WidgetEventHandler)
        node.widget = widget
        node.layout.widgetContentSerial = transactionSerial
        node.layout.widgetIsNew = true
        backend.insert(widget, into: node.widgetParent?.widget, after: precedingWidget(of: node))
        recordWidgetChange(of: node)
        node.scheduleAccessibility()
    }

    /// Updates the content of `node`'s widget (`counted: false`: it completes the widget's
    /// creation in this transaction, so it is not counted as an update).
    func updateWidget(of node: ViewNode, content: any WidgetContent, counted: Bool = true) {
        guard let widget = node.widget else { return }
        if counted { counters.widgetsUpdated += 1 }
        if node.layout.widgetContentSerial != transactionSerial {
            node.layout.widgetContentSerial = transactionSerial
            node.layout.widgetIsNew = false
        }
        backend.update(widget, content: content)
        recordWidgetChange(of: node)
        node.scheduleAccessibility()
    }

    /// Removes a widget from the backend.
    func removeWidget(_ widget: AnyObject, of node: ViewNode) {
        counters.widgetsRemoved += 1
        backend.remove(widget)
    }

    /// Moves or resizes `node`'s widget to its frame, relative to its widget parent: at once,
    /// or, when an animated change caused the layout, moving there frame by frame.
    func setWidgetFrame(of node: ViewNode) {
        guard node.widget != nil else { return }
        let origin = node.widgetParent?.frame.origin ?? .zero
        let relative = node.frame.offsetBy(dx: -origin.x, dy: -origin.y)
        let drawn = node.widgetFrame
        guard relative != drawn else { return }
        node.widgetFrame = relative
        let changedNow = node.layout.widgetContentSerial == transactionSerial
        guard let drawn, !(changedNow && node.layout.widgetIsNew) else {
            drawWidgetFrame(of: node, at: animations.widgetFrame(of: node, from: nil, to: relative, under: nil))
            return
        }
        let start = changedNow ? CGRect(origin: drawn.origin, size: relative.size) : drawn
        drawWidgetFrame(
            of: node,
            at: animations.widgetFrame(
                of: node, from: start, to: relative, under: layoutTransaction, resized: changedNow))
    }

    /// Draws `node`'s widget at `frame` (relative to its widget parent).
    func drawWidgetFrame(of node: ViewNode, at frame: CGRect) {
        guard let widget = node.widget else { return }
        counters.framesChanged += 1
        backend.setFrame(widget, frame)
    }

    /// The widget drawn just before `node`'s among its widget parent's children: the
    /// last widget of the nodes preceding it in tree order under that parent. `node` is
    /// being mounted, so it is not among its parent's children yet: every child already
    /// there precedes it (the same holds for an ancestor that is being mounted too).
    func precedingWidget(of node: ViewNode) -> AnyObject? {
        var current = node
        while let parent = current.parent {
            let index = current.isAttaching ? nil : parent.children.lastIndex { $0 === current }
            for sibling in parent.children[..<(index ?? parent.children.endIndex)].reversed() {
                if let widget = sibling.lastWidget() { return widget }
            }
            if parent.widget != nil { return nil }
            current = parent
        }
        return nil
    }

    /// Records a warning and prints it on standard error.
    func warn(_ message: String) {
        warnings.append(message)
        FileHandle.standardError.write(Data("[Facet] warning: \(message)\n".utf8))
    }

    /// Remembers a `.task` so that `settle()` can wait for it.
    func track(_ task: Task<Void, Never>) { runningTasks.append(task) }

    /// Runs every pending update and waits for every running `.task` (and the updates
    /// they cause) until nothing is left: deterministic completion for tests.
    public func settle() async {
        flush()
        while !runningTasks.isEmpty {
            let tasks = runningTasks
            runningTasks.removeAll()
            for task in tasks { await task.value }
            flush()
        }
    }
}

extension ViewNode {
    /// The last widget in this subtree, in tree order, without entering widgets.
    func lastWidget() -> AnyObject? {
        if let widget { return widget }
        for child in children.reversed() {
            if let widget = child.lastWidget() { return widget }
        }
        return nil
    }
}
