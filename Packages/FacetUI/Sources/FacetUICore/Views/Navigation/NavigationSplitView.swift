import Foundation

/// A view that presents views in two or three columns, where selections in leading columns
/// control presentations in subsequent columns.
///
/// The columns are shown side by side, separated by a line (in a terminal, focus moves
/// between them with Tab and the arrow keys). A `NavigationLink` in the sidebar or content
/// column shows its page in the detail column; a `List(selection:)` in the sidebar usually
/// drives the detail through its binding:
///
/// ```swift
/// @State private var selected: Park.ID?
/// NavigationSplitView {
///     List(parks, selection: $selected) { Text($0.name) }
/// } detail: {
///     Text(parks.first { $0.id == selected }?.name ?? "Choose a park")
/// }
/// ```
///
/// There is no compact width on the backends Facet draws to, so `preferredCompactColumn` is
/// kept but never consulted.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
    /// The views of the columns, leading first.
    @_spi(Inspection) public let sidebar: Sidebar
    @_spi(Inspection) public let content: Content
    @_spi(Inspection) public let detail: Detail
    /// Whether the split view has a content column between the sidebar and the detail.
    let hasContentColumn: Bool
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    let preferredCompactColumn: Binding<NavigationSplitViewColumn>?

    init(
        sidebar: Sidebar, content: Content, detail: Detail, hasContentColumn: Bool,
        columnVisibility: Binding<NavigationSplitViewVisibility>?,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>?
    ) {
        (self.sidebar, self.content, self.detail) = (sidebar, content, detail)
        self.hasContentColumn = hasContentColumn
        (self.columnVisibility, self.preferredCompactColumn) = (columnVisibility, preferredCompactColumn)
    }

    /// Creates a three-column navigation split view.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: content(), detail: detail(), hasContentColumn: true,
            columnVisibility: nil, preferredCompactColumn: nil)
    }

    /// Creates a three-column navigation split view that enables programmatic control of
    /// leading columns' visibility.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: content(), detail: detail(), hasContentColumn: true,
            columnVisibility: columnVisibility, preferredCompactColumn: nil)
    }

    /// Creates a three-column navigation split view with the column shown in a compact width.
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: content(), detail: detail(), hasContentColumn: true,
            columnVisibility: nil, preferredCompactColumn: preferredCompactColumn)
    }

    /// Creates a three-column navigation split view with programmatic control of the
    /// columns' visibility and of the column shown in a compact width.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: content(), detail: detail(), hasContentColumn: true,
            columnVisibility: columnVisibility, preferredCompactColumn: preferredCompactColumn)
    }

    public typealias Body = Never

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        NavigationSplitViewNode(self, graph: graph, parent: parent, environment: environment)
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Creates a two-column navigation split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(
            sidebar: sidebar(), content: EmptyView(), detail: detail(), hasContentColumn: false,
            columnVisibility: nil, preferredCompactColumn: nil)
    }

    /// Creates a two-column navigation split view that enables programmatic control of the
    /// sidebar's visibility.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: EmptyView(), detail: detail(), hasContentColumn: false,
            columnVisibility: columnVisibility, preferredCompactColumn: nil)
    }

    /// Creates a two-column navigation split view with the column shown in a compact width.
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: EmptyView(), detail: detail(), hasContentColumn: false,
            columnVisibility: nil, preferredCompactColumn: preferredCompactColumn)
    }

    /// Creates a two-column navigation split view with programmatic control of the sidebar's
    /// visibility and of the column shown in a compact width.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: EmptyView(), detail: detail(), hasContentColumn: false,
            columnVisibility: columnVisibility, preferredCompactColumn: preferredCompactColumn)
    }
}

/// The visibility of the leading columns in a navigation split view.
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    enum Value: String, Codable {
        case detailOnly, doubleColumn, all, automatic
    }
    let value: Value

    /// Hide the leading two columns of a three-column split view, or the sidebar of a
    /// two-column one: only the detail shows.
    public static var detailOnly: Self { Self(value: .detailOnly) }
    /// Show the content column and detail of a three-column split view, or the sidebar and
    /// detail of a two-column one.
    public static var doubleColumn: Self { Self(value: .doubleColumn) }
    /// Show all the columns.
    public static var all: Self { Self(value: .all) }
    /// The default: all the columns, as there is room for them on the backends Facet draws to.
    public static var automatic: Self { Self(value: .automatic) }

    /// Encodes the visibility by its name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }

    /// Decodes a visibility encoded by its name.
    public init(from decoder: any Decoder) throws {
        value = try decoder.singleValueContainer().decode(Value.self)
    }

    init(value: Value) { self.value = value }
}

/// A view that represents a column in a navigation split view.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    enum Value: Hashable { case sidebar, content, detail }
    let value: Value

    /// The sidebar column.
    public static var sidebar: Self { Self(value: .sidebar) }
    /// The content column (three-column split views).
    public static var content: Self { Self(value: .content) }
    /// The detail column.
    public static var detail: Self { Self(value: .detail) }
}

/// What a navigation split view widget shows: its columns (child ``NavigationSplitColumnContent``
/// widgets) side by side, a line one unit wide after each leading column. With
/// ``overlaysDetail`` the detail spans the whole width and the leading columns are drawn over
/// it. Dragging the separator after the first column (where a backend can) sends
/// ``WidgetEvent/value(_:)`` with that column's new width.
public struct NavigationSplitViewContent: WidgetContent, Equatable {
    /// The number of columns, shown or not: 2, or 3 with a content column.
    public var columnCount: Int
    /// The columns shown (``NavigationSplitColumnContent/index``), leading first.
    public var shownColumns: [Int]
    /// The widths of the columns shown, leading first (the detail's last).
    public var columnWidths: [CGFloat]
    /// Whether the leading columns are drawn over the detail (`.prominentDetail`).
    public var overlaysDetail: Bool

    public var kind: String { "NavigationSplitView" }
}

/// What the widget of one column of a navigation split view shows: a pane holding the
/// column's widgets. Focus moves through one pane's widgets before the next pane's.
public struct NavigationSplitColumnContent: WidgetContent, Equatable {
    /// Which column this is: 0 for the sidebar, 1 for the content column of a three-column
    /// split view, the last for the detail.
    public var index: Int
    /// Whether this is the detail column.
    public var isDetail: Bool

    public var kind: String { "NavigationSplitColumn" }
}
