import Foundation

/// Identifies a column's page: the detail gets a new page for each link shown in it.
struct NavigationSplitColumnID: Hashable {
    let column: NavigationSplitViewColumn
    let serial: Int
}

/// The node of a ``NavigationSplitView``: one ``NavigationPage`` per column (the sidebar,
/// the content column of a three-column view, the detail), every one kept in the graph with
/// its state; a hidden column's widget is out of the widget tree. Leading columns' links
/// show their pages in the detail column.
@MainActor
final class NavigationSplitViewNode<Sidebar: View, Content: View, Detail: View>: TypedNode<
    NavigationSplitView<Sidebar, Content, Detail>
>, NavigationStackActions, WidgetEventHandler, OutputCollector
{
    typealias Column = NavigationPageNode<NavigationSplitColumnID>

    override class var comparesValue: Bool { false }
    override var isLayoutUnit: Bool { true }

    private lazy var context = NavigationContext(stack: self)
    /// The page a leading column's link shows in the detail column, if any.
    private var detailPage: (serial: Int, view: AnyView)?
    private var nextSerial = 0
    private var shownContent: NavigationSplitViewContent?
    /// The width the user dragged the first column to, if they did.
    private var draggedWidth: CGFloat?
    private var leadingEnvironmentCache: (base: EnvironmentValues, derived: EnvironmentValues)?

    private var columns: [Column] { children.compactMap { $0 as? Column } }

    private var overlaysDetail: Bool { environment.navigationSplitViewStyle.overlaysDetail }

    override func mount() {
        let content = NavigationSplitViewContent(
            columnCount: leadingColumns.count + 1, shownColumns: shownIndices(), columnWidths: [],
            overlaysDetail: overlaysDetail)
        shownContent = content
        graph.createWidget(for: self, content: content)
        makeColumns()
        showVisibleColumns()
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) { build(updating: true) }

    override func invalidated() {
        graph.clearDirty(self)
        build(updating: false)
    }

    // MARK: - Columns

    private var leadingColumns: [NavigationSplitViewColumn] {
        value.hasContentColumn ? [.sidebar, .content] : [.sidebar]
    }

    /// The columns shown for the visibility now (read under observation).
    private func visibleColumns() -> [NavigationSplitViewColumn] {
        let visibility = tracking { value.columnVisibility?.wrappedValue } ?? .automatic
        switch visibility.value {
        case .detailOnly: return [.detail]
        case .doubleColumn: return [value.hasContentColumn ? .content : .sidebar, .detail]
        case .all, .automatic: return leadingColumns + [.detail]
        }
    }

    /// The indices of the columns shown, leading first.
    private func shownIndices() -> [Int] {
        let all = leadingColumns + [.detail]
        return visibleColumns().compactMap { all.firstIndex(of: $0) }
    }

    private var leadingEnvironment: EnvironmentValues {
        if let cache = leadingEnvironmentCache, cache.base.hasSameVersions(as: environment) {
            return cache.derived
        }
        var derived = environment
        derived.navigationContext = context
        leadingEnvironmentCache = (environment, derived)
        return derived
    }

    private func page(for column: NavigationSplitViewColumn, index: Int) -> NavigationPage<
        NavigationSplitColumnID
    > {
        let view: AnyView
        var serial = 0
        switch column.value {
        case .sidebar: view = AnyView(value.sidebar)
        case .content: view = AnyView(value.content)
        case .detail:
            if let detailPage {
                (serial, view) = (detailPage.serial, detailPage.view)
            } else {
                view = AnyView(value.detail)
            }
        }
        return NavigationPage(
            content: IdentifiedView(
                content: view, id: NavigationSplitColumnID(column: column, serial: serial)),
            container: NavigationSplitColumnContent(index: index, isDetail: column == .detail))
    }

    private func environment(for column: NavigationSplitViewColumn) -> EnvironmentValues {
        column == .detail ? detailEnvironment : leadingEnvironment
    }

    private var detailEnvironment: EnvironmentValues {
        guard detailPage != nil else { return environment }
        var derived = leadingEnvironment
        derived.dismiss = DismissAction { [weak self] in self?.pop() }
        return derived
    }

    /// The columns in widget order: the detail first when the leading ones are drawn over it.
    private var columnOrder: [NavigationSplitViewColumn] {
        overlaysDetail ? [.detail] + leadingColumns : leadingColumns + [.detail]
    }

    /// Builds the columns, one after another so that each widget goes after the previous one.
    private func makeColumns() {
        let all = leadingColumns + [.detail]
        for column in columnOrder {
            children.append(
                graph.makeNode(
                    for: page(for: column, index: all.firstIndex(of: column)!), parent: self,
                    environment: environment(for: column)))
        }
    }

    private func build(updating: Bool) {
        guard !children.isEmpty else { return }
        let order = columnOrder
        if columns.map({ $0.pageID.column }) != order {
            // The style changed the drawing order: build the columns again.
            for child in children { child.unmount() }
            children = []
            makeColumns()
            graph.structureChanged(below: self)
        } else {
            let all = leadingColumns + [.detail]
            for (index, column) in order.enumerated() {
                let page = page(for: column, index: all.firstIndex(of: column)!)
                let existing = children[index] as? Column
                if existing?.pageID != page.content.id {
                    existing?.unmount()
                    children[index] = graph.makeNode(
                        for: page, parent: self, environment: environment(for: column))
                    graph.structureChanged(below: self)
                    moveWidget(of: children[index])
                } else if updating {
                    existing?.update(with: page, environment: environment(for: column))
                }
            }
        }
        refreshWidget()
        showVisibleColumns()
    }

    /// Puts a replaced column's widget back at its place among the columns' widgets.
    private func moveWidget(of node: ViewNode) {
        guard let widget = node.widget, let index = children.firstIndex(where: { $0 === node }) else {
            return
        }
        let previous = children[..<index].last { ($0 as? Column)?.isShown == true }?.widget
        graph.backend.remove(widget)
        graph.backend.insert(widget, into: self.widget, after: previous)
    }

    private func showVisibleColumns() {
        let visible = visibleColumns()
        var changed = false
        var previous: ViewNode?
        for column in columns {
            let shown = visible.contains(column.pageID.column)
            if shown != column.isShown {
                changed = true
                column.setShown(shown, after: previous)
            }
            if shown { previous = column }
        }
        if changed {
            unitsChanged()
            graph.invalidateLayout(self)
        }
    }

    private func refreshWidget(widths: [CGFloat]? = nil) {
        let content = NavigationSplitViewContent(
            columnCount: leadingColumns.count + 1, shownColumns: shownIndices(),
            columnWidths: widths ?? shownContent?.columnWidths ?? [], overlaysDetail: overlaysDetail)
        guard content != shownContent else { return }
        shownContent = content
        graph.updateWidget(of: self, content: content)
    }

    // MARK: - Events and outputs

    func handle(_ event: WidgetEvent) {
        guard isMounted, case .value(let width) = event, width.isFinite else { return }
        draggedWidth = max(0, CGFloat(width))
        graph.invalidateLayout(self)
    }

    func collects(_ key: ObjectIdentifier) -> Bool {
        key == ObjectIdentifier(NavigationSplitViewColumnWidthOutput.self)
    }

    func outputChanged(_ key: ObjectIdentifier) { graph.invalidateLayout(self) }

    // MARK: - Navigation from the leading columns

    func push(value pushed: AnyHashable) {
        if let page = context.page(for: pushed, graph: graph) { push(view: page) }
    }

    func push(view: AnyView) {
        nextSerial += 1
        detailPage = (nextSerial, view)
        graph.markDirty(self)
    }

    func present(_ view: AnyView, by owner: ObjectIdentifier, onPop: @escaping @MainActor () -> Void) {
        push(view: view)
    }

    func withdraw(presentedBy owner: ObjectIdentifier) { pop() }

    func pop() {
        guard isMounted, detailPage != nil else { return }
        detailPage = nil
        graph.markDirty(self)
    }

    // MARK: - Layout

    override func takesPartInLayout(_ child: ViewNode) -> Bool { (child as? Column)?.isShown ?? false }

    /// The columns shown, in widget order.
    private var shownColumns: [Column] { columns.filter(\.isShown) }

    /// The width of the line between two columns.
    private var separatorWidth: CGFloat { 1 }

    /// The widths of the shown columns, leading first, for a total width.
    private func widths(for total: CGFloat) -> [(column: Column, width: CGFloat)] {
        let leading = shownColumns.filter { $0.pageID.column != .detail }
            .sorted { $0.value.containerIndex < $1.value.containerIndex }
        var remaining = total
        var result: [(Column, CGFloat)] = []
        let share: CGFloat = leading.count > 1 ? 0.25 : 0.3
        for (index, column) in leading.enumerated() {
            let asked =
                (index == 0 ? draggedWidth : nil)
                ?? column.firstOutput(NavigationSplitViewColumnWidthOutput.self)?.clampedIdeal
                ?? (total * share).rounded(.down)
            let width = min(max(0, remaining - separatorWidth), asked)
            result.append((column, width))
            remaining -= width + separatorWidth
        }
        if let detail = shownColumns.first(where: { $0.pageID.column == .detail }) {
            result.append((detail, overlaysDetail ? total : max(0, remaining)))
        }
        return result
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        var natural = CGSize.zero
        for column in shownColumns {
            let size = column.sizeThatFits(.unspecified)
            natural.width += size.width
            natural.height = max(natural.height, size.height)
        }
        natural.width += separatorWidth * CGFloat(max(0, shownColumns.count - 1))
        return proposal.replacingUnspecifiedDimensions(by: natural)
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        var x = frame.minX
        let widths = widths(for: frame.width)
        for (column, width) in widths {
            let isDetail = column.pageID.column == .detail
            let origin = CGPoint(x: isDetail && overlaysDetail ? frame.minX : x, y: frame.minY)
            LayoutSubview(node: column).place(
                at: origin, proposal: ProposedViewSize(width: width, height: frame.height))
            x += width + separatorWidth
        }
        refreshWidget(widths: widths.map(\.width))
    }
}

extension NavigationPage where ID == NavigationSplitColumnID {
    /// The column's place among all columns, leading first.
    var containerIndex: Int { (container as? NavigationSplitColumnContent)?.index ?? 0 }
}

extension ViewNode {
    /// The node of `column`'s page when this is a ``NavigationSplitView``'s node (for
    /// inspection tools), else `nil`.
    @_spi(Inspection)
    public func navigationSplitColumn(_ column: NavigationSplitViewColumn) -> ViewNode? {
        children.first { ($0 as? NavigationPageNode<NavigationSplitColumnID>)?.pageID.column == column }
    }
}
