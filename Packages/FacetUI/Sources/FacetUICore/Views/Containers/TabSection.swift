import Foundation

/// A container that you can use to add hierarchy within a tab view: its tabs, under a
/// header (in a terminal tab bar and a GTK stack switcher they follow the tabs before them).
///
/// ```swift
/// TabView {
///     Tab("Home", systemImage: "house") { HomeView() }
///     TabSection("Collections") {
///         Tab("Photos", systemImage: "photo") { PhotosView() }
///     }
/// }
/// ```
@MainActor @preconcurrency
public struct TabSection<Header, Content, Footer, SelectionValue> {
    /// The section's tabs.
    let content: Content
    /// The section's header.
    @_spi(Inspection) public let header: Header
    /// The section's footer.
    @_spi(Inspection) public let footer: Footer

    init(content: Content, header: Header, footer: Footer) {
        (self.content, self.header, self.footer) = (content, header, footer)
    }
}

extension TabSection: TabContent
where Header: View, Content: TabContent, Footer: View, SelectionValue == Content.TabValue {
    /// The selection value of the section's tabs.
    public typealias TabValue = SelectionValue
    /// A section is primitive.
    public var body: Never { return fatalError("TabSection has no body") }
}

extension TabSection: PrimitiveTabContent
where Header: View, Content: TabContent, Footer: View, SelectionValue == Content.TabValue {
    var tabViews: [any View] { content.tabViews }
}

extension TabSection where Content: TabContent, SelectionValue: Hashable {
    /// Creates a section with a header view.
    public init(
        @TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header
    ) where Header: View, Footer == EmptyView {
        self.init(content: content(), header: header(), footer: EmptyView())
    }

    /// Creates a section without a header.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content)
    where Header == EmptyView, Footer == EmptyView {
        self.init(content: content(), header: EmptyView(), footer: EmptyView())
    }

    /// Creates a section with a title string as its header.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content)
    where Header == Text, Footer == EmptyView {
        self.init(content: content(), header: Text(title), footer: EmptyView())
    }

    /// Creates a section with a localized title as its header.
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content)
    where Header == Text, Footer == EmptyView {
        self.init(content: content(), header: Text(titleKey), footer: EmptyView())
    }

    /// Creates a section of tabs selected by optional values, with a header view.
    @_disfavoredOverload
    public init<V: Hashable>(
        @TabContentBuilder<V?> content: () -> Content, @ViewBuilder header: () -> Header
    ) where Header: View, Footer == EmptyView, SelectionValue == V? {
        self.init(content: content(), header: header(), footer: EmptyView())
    }

    /// Creates a section of tabs selected by optional values, without a header.
    @_disfavoredOverload
    public init<V: Hashable>(@TabContentBuilder<V?> content: () -> Content)
    where Header == EmptyView, Footer == EmptyView, SelectionValue == V? {
        self.init(content: content(), header: EmptyView(), footer: EmptyView())
    }

    /// Creates a section of tabs selected by optional values, with a title string as its
    /// header.
    @_disfavoredOverload
    public init<V: Hashable, S: StringProtocol>(_ title: S, @TabContentBuilder<V?> content: () -> Content)
    where Header == Text, Footer == EmptyView, SelectionValue == V? {
        self.init(content: content(), header: Text(title), footer: EmptyView())
    }

    /// Creates a section of tabs selected by optional values, with a localized title as its
    /// header.
    @_disfavoredOverload
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, @TabContentBuilder<V?> content: () -> Content)
    where Header == Text, Footer == EmptyView, SelectionValue == V? {
        self.init(content: content(), header: Text(titleKey), footer: EmptyView())
    }
}
