import Foundation

/// Identifies a column's page: the detail gets a new page for each link shown in it (serial
/// 0 is the column's own view).
struct NavigationSplitColumnID: Hashable {
    let column: NavigationSplitViewColumn
    let serial: Int
}

/// A page a leading column's link shows over the detail column.
struct NavigationDetailPage {
    let serial: Int
    var view: AnyView
    /// The view presenting the page while its state says so (a bound link), if any.
    weak var presenter: ViewNode?
    /// Runs when the page is popped or replaced (writes the presenting binding).
    let onPop: (@MainActor () -> Void)?
}

/// The node of a ``NavigationSplitView``: one ``NavigationPage`` per column (the sidebar,
/// the content column of a three-column view, the detail), every one kept in the graph with
/// its state; a hidden column's widget is out of the widget tree. Leading columns' links
/// show their pages in the detail column, over the detail's own view, which stays in the
/// graph (hidden) and shows again when the page is popped.
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
    private var detailPage: NavigationDetailPage?
    /// Whether the presented detail page's view changed since it was built.
    private var detailPageChanged = false
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
        switch column.value {
        case .sidebar: view = AnyView(value.sidebar)
        case .content: view = AnyView(value.content)
        case .detail: view = AnyView(value.detail)
        }
        return NavigationPage(
            content: IdentifiedView(content: view, id: NavigationSplitColumnID(column: column, serial: 0)),
            container: NavigationSplitColumnContent(index: index, isDetail: column == .detail))
    }

    /// The page shown over the detail column's own view.
    private func page(for detailPage: NavigationDetailPage) -> NavigationPage<NavigationSplitColumnID> {
        NavigationPage(
            content: IdentifiedView(
                content: detailPage.view,
                id: NavigationSplitColumnID(column: .detail, serial: detailPage.serial)),
            container: NavigationSplitColumnContent(index: leadingColumns.count, isDetail: true))
    }

    /// The detail's own view is built in the split view's environment; the leading columns,
    /// and a page shown over the detail, can push pages into the detail.
    private func environment(for column: NavigationSplitViewColumn) -> EnvironmentValues {
        column == .detail ? environment : leadingEnvironment
    }

    private var detailPageEnvironment: EnvironmentValues {
        var derived = leadingEnvironment
        derived.dismiss = DismissAction { [weak self] in self?.pop() }
        return derived
    }

    /// The column node of the page shown over the detail's own view, if any.
    private var detailPageNode: Column? {
        columns.first { $0.pageID.column == .detail && $0.pageID.serial != 0 }
    }

    /// The columns in widget order: the detail first when the leading ones are drawn over it.
    private var columnOrder: [NavigationSplitViewColumn] {
        overlaysDetail ? [.detail] + leadingColumns : leadingColumns + [.detail]
    }

    /// Builds the columns, one after another so that each widget goes after the previous one
    /// (a page shown over the detail right after the detail's own view).
    private func makeColumns() {
        let all = leadingColumns + [.detail]
        for column in columnOrder {
            children.append(
                graph.makeNode(
                    for: page(for: column, index: all.firstIndex(of: column)!), parent: self,
                    environment: environment(for: column)))
            if column == .detail, let detailPage {
                children.append(
                    graph.makeNode(
                        for: page(for: detailPage), parent: self, environment: detailPageEnvironment))
            }
        }
        detailPageChanged = false
    }

    private func build(updating: Bool) {
        guard !children.isEmpty else { return }
        let order = columnOrder
        let ownColumns = columns.filter { $0.pageID.serial == 0 }
        if ownColumns.map({ $0.pageID.column }) != order {
            // The style changed the drawing order: build the columns again.
            for child in children { child.unmount() }
            children = []
            makeColumns()
            graph.structureChanged(below: self)
        } else {
            let all = leadingColumns + [.detail]
            if updating {
                for (column, node) in zip(order, ownColumns) {
                    node.update(
                        with: page(for: column, index: all.firstIndex(of: column)!),
                        environment: environment(for: column))
                }
            }
            buildDetailPage(updating: updating)
        }
        refreshWidget()
        showVisibleColumns()
    }

    /// Builds, updates or removes the page shown over the detail's own view.
    private func buildDetailPage(updating: Bool) {
        let existing = detailPageNode
        defer { detailPageChanged = false }
        guard let detailPage else {
            if let existing { removeColumn(existing) }
            return
        }
        let page = page(for: detailPage)
        if let existing, existing.pageID == page.content.id {
            if updating || detailPageChanged {
                existing.update(with: page, environment: detailPageEnvironment)
            }
            return
        }
        if let existing { removeColumn(existing) }
        guard let detail = children.firstIndex(where: { ($0 as? Column)?.pageID.column == .detail }) else {
            return
        }
        children.insert(
            graph.makeNode(for: page, parent: self, environment: detailPageEnvironment), at: detail + 1)
        graph.structureChanged(below: self)
        moveWidget(of: children[detail + 1])
    }

    private func removeColumn(_ column: Column) {
        column.unmount()
        children.removeAll { $0 === column }
        graph.structureChanged(below: self)
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

    /// Shows the visible columns (for the detail, the page shown over its own view, if any).
    private func showVisibleColumns() {
        let visible = visibleColumns()
        let covered = detailPage != nil
        var changed = false
        var previous: ViewNode?
        for column in columns {
            let isCoveredDetail =
                covered && column.pageID == NavigationSplitColumnID(column: .detail, serial: 0)
            let shown = visible.contains(column.pageID.column) && !isCoveredDetail
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

    func push(view: AnyView) { show(view, presenter: nil, onPop: nil) }

    /// Shows a page over the detail column, replacing the one shown (whose presenter is told
    /// that it was popped).
    private func show(_ view: AnyView, presenter: ViewNode?, onPop: (@MainActor () -> Void)?) {
        let replaced = detailPage
        nextSerial += 1
        detailPage = NavigationDetailPage(serial: nextSerial, view: view, presenter: presenter, onPop: onPop)
        graph.markDirty(self)
        replaced?.onPop?()
    }

    func present(_ view: AnyView, by presenter: ViewNode, onPop: @escaping @MainActor () -> Void) {
        if detailPage?.presenter === presenter {
            detailPage?.view = view
            detailPageChanged = true
            graph.markDirty(self)
        } else {
            show(view, presenter: presenter, onPop: onPop)
        }
    }

    func withdraw(presentedBy presenter: ViewNode) {
        guard detailPage?.presenter === presenter else { return }
        detailPage = nil
        if isMounted { graph.markDirty(self) }
    }

    func pop() {
        guard isMounted, let popped = detailPage else { return }
        detailPage = nil
        graph.markDirty(self)
        popped.onPop?()
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
    /// inspection tools), else `nil`: for the detail, the page a link shows over it, if any,
    /// unless `asWritten` asks for the detail's own view.
    @_spi(Inspection)
    public func navigationSplitColumn(_ column: NavigationSplitViewColumn, asWritten: Bool = false)
        -> ViewNode?
    {
        let pages = children.lazy.compactMap { $0 as? NavigationPageNode<NavigationSplitColumnID> }
            .filter { $0.pageID.column == column }
        return asWritten ? pages.first { $0.pageID.serial == 0 } : pages.last
    }
}
