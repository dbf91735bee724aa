import Foundation

/// A container that presents rows of data arranged in a single column, optionally
/// providing the ability to select one or more members.
///
/// Rows are the layout units of the content (each `Text`, stack or control is one row),
/// stacked vertically at the list's full width; ``Section``s group them under headers and
/// footers. Rows are selected by their tag (`.tag(_:)`) or, inside a `ForEach`, by their
/// id. The list scrolls its rows.
///
/// ```swift
/// @State private var selection: Fruit.ID?
/// List(fruits, selection: $selection) { fruit in
///     Text(fruit.name)
/// }
/// ```
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: ListSelection<SelectionValue>
    let content: Content

    init(selection: ListSelection<SelectionValue>, content: Content) {
        (self.selection, self.content) = (selection, content)
    }

    /// Creates a list with the given content that supports selecting multiple rows.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.init(selection: selection.map { .multiple($0) } ?? .none, content: content())
    }

    /// Creates a list with the given content that supports selecting a single row that is
    /// optional.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.init(selection: selection.map { .single($0) } ?? .none, content: content())
    }

    /// Creates a list with the given content that supports selecting a single row.
    @_disfavoredOverload
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: .required(selection), content: content())
    }

    /// Creates a list that computes its rows from identifiable data and supports selecting
    /// multiple rows.
    public init<Data, RowContent>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
        Data.Element: Identifiable
    {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// Creates a list that computes its rows from identifiable data and supports selecting
    /// a single row that is optional.
    public init<Data, RowContent>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
        Data.Element: Identifiable
    {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// Creates a list that identifies its rows by a key path and supports selecting
    /// multiple rows.
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// Creates a list that identifies its rows by a key path and supports selecting a
    /// single row that is optional.
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    public typealias Body = Never

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        ListNode(self, graph: graph, parent: parent, environment: environment)
    }
}

extension List where SelectionValue == Never {
    /// Creates a list with the given content.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: .none, content: content())
    }

    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data.
    public init<Data, RowContent>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
        Data.Element: Identifiable
    {
        self.init { ForEach(data, content: rowContent) }
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of
    /// the underlying data.
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// Creates a list that computes its views on demand over a constant range.
    public init<RowContent>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init { ForEach(data, content: rowContent) }
    }
}

/// How a list's selection is bound.
enum ListSelection<Value: Hashable> {
    case none
    case single(Binding<Value?>)
    case required(Binding<Value>)
    case multiple(Binding<Set<Value>>)

    /// Whether `tag` is selected.
    func contains(_ tag: AnyHashable?) -> Bool {
        guard let value = tag?.base as? Value else { return false }
        switch self {
        case .none: return false
        case .single(let binding): return binding.wrappedValue == value
        case .required(let binding): return binding.wrappedValue == value
        case .multiple(let binding): return binding.wrappedValue.contains(value)
        }
    }

    /// Selects `tag` (a multiple selection toggles it).
    func select(_ tag: AnyHashable?) {
        guard let value = tag?.base as? Value else { return }
        switch self {
        case .none: break
        case .single(let binding): binding.wrappedValue = value
        case .required(let binding): binding.wrappedValue = value
        case .multiple(let binding):
            if binding.wrappedValue.contains(value) {
                binding.wrappedValue.remove(value)
            } else {
                binding.wrappedValue.insert(value)
            }
        }
    }

    var isSelectable: Bool {
        if case .none = self { return false }
        return true
    }

    var allowsMultiple: Bool {
        if case .multiple = self { return true }
        return false
    }
}

/// What a list widget shows: a scrolling column of rows whose content is drawn by the
/// child widgets (laid out by FacetUI, in content coordinates like a scroll view's).
///
/// Only the rows in view (plus a margin) are built: ``rows`` gives each of them its extent
/// (full width, relative to the list, not shifted by ``offset``), kind and ``Row/index``
/// among all ``rowCount`` selectable rows, so that a backend can draw separators, section
/// gaps and the selection highlight; ``contentHeight`` counts the rows not built at
/// ``estimatedRowHeight``. The widget sends ``WidgetEvent/select(_:)`` with the index of a
/// selectable row (built or not) when the user picks it, and ``WidgetEvent/scroll(_:)``
/// when the user scrolls (the rows then in view are built and sent).
public struct ListContent: WidgetContent, Equatable {
    /// The built-in list appearances.
    public enum Style: String, Equatable, Sendable {
        case automatic, plain, inset, grouped, insetGrouped, sidebar

        /// Whether sections are separated by a blank line.
        public var separatesSections: Bool { self == .grouped || self == .insetGrouped }
        /// Whether rows are inset from the list's edges.
        public var isInset: Bool { self == .inset || self == .insetGrouped }
    }

    /// One row of the list.
    public struct Row: Equatable, Sendable {
        /// What a row is.
        public enum Kind: String, Equatable, Sendable { case row, header, footer }
        public var kind: Kind
        /// The section the row belongs to.
        public var section: Int
        /// The row's extent, relative to the list.
        public var frame: CGRect
        /// Whether the row is selected.
        public var isSelected: Bool
        /// The row's position among the list's selectable rows (`nil` for headers and
        /// footers).
        public var index: Int?
        /// The colour the row's selection is drawn in (`listItemTint(_:)`), or `nil` for the
        /// backend's accent.
        public var tint: Color? = nil
        /// The separator below the row (`listRowSeparator`, `listSectionSeparator`), or `nil`
        /// for none.
        public var separator: Separator? = nil
        /// Whether the row stays in place when the user moves it (`moveDisabled(true)`).
        public var isMoveDisabled = false
        /// Whether the user can delete the row: its `ForEach` has `onDelete(perform:)` and the
        /// row is not `deleteDisabled(true)`. A backend sends ``WidgetEvent/delete(_:)`` for it
        /// and, in edit mode, shows a delete control at its leading edge.
        public var canDelete = false
        /// Whether the user can move the row: its `ForEach` has `onMove(perform:)` and the row
        /// is not `moveDisabled(true)`. A backend sends ``WidgetEvent/move(_:toOffset:)`` for
        /// it and, in edit mode, shows a move control at its trailing edge.
        public var canMove = false
        /// The indices (among the list's selectable rows) of the rows of the row's `ForEach`,
        /// when it has `onMove(perform:)`: a row moves only among them.
        public var movableRange: Range<Int>? = nil
    }

    /// A line between a row and the next, which backends that draw separators draw below
    /// the row (GTK; a terminal list draws none).
    public struct Separator: Equatable, Sendable {
        /// The line's colour, or `nil` for the backend's.
        public var tint: Color?
    }

    public var style: Style
    public var rows: [Row]
    /// Whether rows can be selected.
    public var isSelectable: Bool
    /// Whether several rows can be selected at once.
    public var allowsMultipleSelection: Bool
    /// The height of all rows.
    public var contentHeight: CGFloat
    /// The scroll position.
    public var offset: CGPoint
    /// How many selectable rows the list has, built or not.
    public var rowCount: Int
    /// The height a row not built is counted at (the mean of the built ones).
    public var estimatedRowHeight: CGFloat
    /// Whether some rows can be deleted (a `ForEach` of the list has `onDelete(perform:)`):
    /// the widget sends ``WidgetEvent/delete(_:)``.
    public var canDelete = false
    /// Whether some rows can be moved (a `ForEach` of the list has `onMove(perform:)`): the
    /// widget sends ``WidgetEvent/move(_:toOffset:)``.
    public var canMove = false
    /// Whether the list is in edit mode (`\.editMode` is active): when some rows can be
    /// deleted (moved), every row leaves room at its leading (trailing) edge
    /// (``editControlWidth``), where a backend shows the delete (move) controls of the rows
    /// that can be.
    public var isEditing = false
    /// The room, in the backend's units, rows leave at their leading (trailing) edge in edit
    /// mode for the backend's delete (move) controls: twice the backend's padding (2 cells in
    /// a terminal, 32 points in GTK); 0 when the list is not editing.
    public var editControlWidth: CGFloat = 0

    public var kind: String { "List" }
}
