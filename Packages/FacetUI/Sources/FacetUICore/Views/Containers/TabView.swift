import Foundation

/// A view that switches between multiple child views using interactive user interface
/// elements: a tab bar listing each child's `tabItem` title, above the selected child.
///
/// Only the selected child is built; selecting another tab builds it afresh. Children are
/// identified by their `tag`, and the selection binding holds the selected tag.
///
/// ```swift
/// TabView(selection: $tab) {
///     InboxView().tabItem { Text("Inbox") }.tag(Tab.inbox)
///     SettingsView().tabItem { Text("Settings") }.tag(Tab.settings)
/// }
/// ```
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: Binding<SelectionValue>?
    let content: Content

    /// Creates a tab view that uses a binding to the selected tab's tag.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        (self.selection, self.content) = (selection, content())
    }

    public typealias Body = Never

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        TabViewNode(self, graph: graph, parent: parent, environment: environment)
    }
}

extension TabView where SelectionValue == Int {
    /// Creates a tab view that manages its own selection (the first tab first).
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

/// The trait under which `tabItem` stores a tab's label (for inspection tools, "tabItem").
@_spi(Inspection)
public enum TabItemTrait: TraitKey {
    /// A view has no tab item unless it sets one.
    public static var defaultValue: AnyView? { nil }
}

extension View {
    /// Sets the tab bar item associated with this view: its first text is the tab's title.
    ///
    /// ```swift
    /// Text("Recent").tabItem { Text("History") }
    /// ```
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        trait(TabItemTrait.self, AnyView(label()))
    }
}

/// What a tab view widget shows: a one-row tab bar with ``titles`` at the top, the
/// selected one (``selectedIndex``) highlighted; the selected tab's content is drawn by
/// the child widgets below it. Picking a tab sends ``WidgetEvent/select(_:)`` with its
/// index.
public struct TabViewContent: WidgetContent, Equatable {
    /// The tab titles, in order ("" for a tab without a text item).
    public var titles: [String]
    /// The selected tab.
    public var selectedIndex: Int

    public var kind: String { "TabView" }
}

@_spi(Inspection)
extension TabView {
    /// The tags of the tabs, in order (`nil` for a tab without one), as inspection tools name
    /// a tab that is not built.
    public var tabTags: [AnyHashable?] {
        ViewList.elements(of: content).map { ViewList.trait(TagTrait.self, of: $0).flatMap { $0 } }
    }
}

/// The node of a ``TabView``: it flattens the content without building it, shows the
/// titles and builds the selected element only.
@MainActor
final class TabViewNode<SelectionValue: Hashable, Content: View>: WidgetContainerNode<
    TabView<SelectionValue, Content>, IdentifiedView<AnyView, Int>
>
{
    /// The selection when no binding is given.
    private var ownSelection = 0

    private var tabs: [any View] { ViewList.elements(of: value.content) }

    private func tag(of tab: any View, at index: Int) -> AnyHashable {
        ViewList.trait(TagTrait.self, of: tab).flatMap { $0 } ?? AnyHashable(index)
    }

    private func selectedIndex(_ tabs: [any View]) -> Int {
        guard let selection = value.selection else { return min(ownSelection, max(0, tabs.count - 1)) }
        let selected = selection.wrappedValue
        return tabs.indices.first { (tag(of: tabs[$0], at: $0).base as? SelectionValue) == selected } ?? 0
    }

    override func makeWidgetContent() -> any WidgetContent {
        let tabs = tabs
        let titles = tabs.map { tab in
            ViewList.trait(TabItemTrait.self, of: tab).flatMap { $0 }.flatMap { ViewList.title(of: $0) } ?? ""
        }
        return TabViewContent(titles: titles, selectedIndex: selectedIndex(tabs))
    }

    override func makeChild() -> IdentifiedView<AnyView, Int> {
        let tabs = tabs
        guard !tabs.isEmpty else { return IdentifiedView(content: AnyView(EmptyView()), id: 0) }
        let index = tracking { selectedIndex(tabs) }
        return IdentifiedView(content: AnyView(tabs[index]), id: index)
    }

    override func handle(_ event: WidgetEvent) {
        guard isMounted, case .select(let index) = event else { return }
        let tabs = tabs
        guard tabs.indices.contains(index) else { return }
        if let selection = value.selection {
            if let tag = tag(of: tabs[index], at: index).base as? SelectionValue {
                selection.wrappedValue = tag
            }
        } else if ownSelection != index {
            ownSelection = index
            graph.markDirty(self)
        }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: super.computeSize(proposal))
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        placeContentCentred(in: frame)
    }
}
