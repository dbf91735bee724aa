import Foundation

/// A type that provides content for programmatically selectable tabs in a tab view: `Tab`,
/// `TabSection`, and what ``TabContentBuilder`` makes of them.
///
/// ```swift
/// struct MailTabs: TabContent {
///     var body: some TabContent<Int> {
///         Tab("Inbox", systemImage: "tray", value: 0) { InboxView() }
///         Tab("Sent", systemImage: "paperplane", value: 1) { SentView() }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    /// The type that represents the selection value of the tabs.
    associatedtype TabValue: Hashable
    /// The type of content of the body.
    associatedtype Body: TabContent
    /// The contents of the tab content.
    @TabContentBuilder<TabValue> var body: Body { get }
}

/// Tab content FacetUI provides: its tabs as the views a tab view shows (each with its
/// `tabItem` and `tag` traits).
@MainActor
protocol PrimitiveTabContent {
    var tabViews: [any View] { get }
}

extension TabContent {
    /// The tabs as views: a primitive's own, or those of its body.
    var tabViews: [any View] {
        if let primitive = self as? any PrimitiveTabContent { return primitive.tabViews }
        return body.tabViews
    }
}

extension Never: TabContent {
    /// Never has tabs.
    public typealias TabValue = Never
}

/// Tab content built from several parts, in order.
struct TupleTabContent<TabValue: Hashable, each Part: TabContent>: TabContent, PrimitiveTabContent {
    let parts: (repeat each Part)
    typealias Body = Never
    var body: Never { return fatalError("TupleTabContent has no body") }

    var tabViews: [any View] {
        var views: [any View] = []
        for part in repeat each parts { views += part.tabViews }
        return views
    }
}

extension Optional: TabContent where Wrapped: TabContent {
    /// The selection value of the wrapped content.
    public typealias TabValue = Wrapped.TabValue
    /// Optional content is primitive: its tabs are the wrapped content's, or none.
    public var body: Never { return fatalError("Optional tab content has no body") }
}

extension Optional: PrimitiveTabContent where Wrapped: TabContent {
    var tabViews: [any View] { self?.tabViews ?? [] }
}

/// A result builder that constructs tab content from closures.
@resultBuilder @MainActor
public struct TabContentBuilder<TabValue: Hashable> {
    /// The view a tab view shows for built tab content: its tabs, each one an element.
    public struct Content<C: TabContent>: View, FlattenableView {
        let content: C
        /// The tabs.
        public var body: some View { EmptyView() }
        var flattenedChildren: [any View] { content.tabViews }
    }

    /// Passes tab content through.
    public static func buildExpression<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue {
        content
    }

    /// One part.
    public static func buildBlock<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }

    /// 2 parts, in order.
    public static func buildBlock<C0: TabContent, C1: TabContent>(_ c0: C0, _ c1: C1) -> some TabContent<
        TabValue
    >
    where C0.TabValue == TabValue, C1.TabValue == TabValue {
        TupleTabContent<TabValue, C0, C1>(parts: (c0, c1))
    }

    /// 3 parts, in order.
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent>(
        _ c0: C0, _ c1: C1, _ c2: C2
    ) -> some TabContent<TabValue>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue {
        TupleTabContent<TabValue, C0, C1, C2>(parts: (c0, c1, c2))
    }

    /// 4 parts, in order.
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> some TabContent<TabValue>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue {
        TupleTabContent<TabValue, C0, C1, C2, C3>(parts: (c0, c1, c2, c3))
    }

    /// 5 parts, in order.
    public static func buildBlock<
        C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some TabContent<TabValue>
    where
        C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue,
        C4.TabValue == TabValue
    {
        TupleTabContent<TabValue, C0, C1, C2, C3, C4>(parts: (c0, c1, c2, c3, c4))
    }

    /// 6 parts, in order.
    public static func buildBlock<
        C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some TabContent<TabValue>
    where
        C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue,
        C4.TabValue == TabValue, C5.TabValue == TabValue
    {
        TupleTabContent<TabValue, C0, C1, C2, C3, C4, C5>(parts: (c0, c1, c2, c3, c4, c5))
    }

    /// 7 parts, in order.
    public static func buildBlock<
        C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent,
        C6: TabContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some TabContent<TabValue>
    where
        C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue,
        C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue
    {
        TupleTabContent<TabValue, C0, C1, C2, C3, C4, C5, C6>(parts: (c0, c1, c2, c3, c4, c5, c6))
    }

    /// 8 parts, in order.
    public static func buildBlock<
        C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent,
        C6: TabContent, C7: TabContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some TabContent<
        TabValue
    >
    where
        C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue,
        C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue, C7.TabValue == TabValue
    {
        TupleTabContent<TabValue, C0, C1, C2, C3, C4, C5, C6, C7>(parts: (c0, c1, c2, c3, c4, c5, c6, c7))
    }

    /// 9 parts, in order.
    public static func buildBlock<
        C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent,
        C6: TabContent, C7: TabContent, C8: TabContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8)
        -> some TabContent<TabValue>
    where
        C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue,
        C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue, C7.TabValue == TabValue,
        C8.TabValue == TabValue
    {
        TupleTabContent<TabValue, C0, C1, C2, C3, C4, C5, C6, C7, C8>(
            parts: (c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }

    /// 10 parts, in order.
    public static func buildBlock<
        C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent,
        C6: TabContent, C7: TabContent, C8: TabContent, C9: TabContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9)
        -> some TabContent<TabValue>
    where
        C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue,
        C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue, C7.TabValue == TabValue,
        C8.TabValue == TabValue, C9.TabValue == TabValue
    {
        TupleTabContent<TabValue, C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
            parts: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }

    /// Content shown only when a condition holds.
    public static func buildIf<C: TabContent>(_ content: C?) -> C? where C.TabValue == TabValue { content }
}

extension TabView {
    /// Creates a tab view that uses a binding to the selected tab's value, with `Tab`s.
    ///
    /// ```swift
    /// TabView(selection: $tab) {
    ///     Tab("Inbox", systemImage: "tray", value: 0) { InboxView() }
    ///     Tab("Settings", systemImage: "gear", value: 1) { SettingsView() }
    /// }
    /// ```
    public init<C: TabContent>(
        selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C
    ) where Content == TabContentBuilder<SelectionValue>.Content<C> {
        self.init(
            selection: Optional(selection),
            content: { TabContentBuilder<SelectionValue>.Content(content: content()) })
    }

    /// Creates a tab view that manages its own selection (the first tab first), with `Tab`s.
    public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C)
    where SelectionValue == Never, Content == TabContentBuilder<Never>.Content<C> {
        self.init(selection: nil, content: { TabContentBuilder<Never>.Content(content: content()) })
    }
}
