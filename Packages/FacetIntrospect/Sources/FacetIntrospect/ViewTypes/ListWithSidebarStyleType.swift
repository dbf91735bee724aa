import FacetTerminal
import FacetUI

/// An introspectable view type: `List` with the `.sidebar` style.
///
/// ```swift
/// List {
///     Text("Item 1")
///     Text("Item 2")
/// }
/// .listStyle(.sidebar)
/// .introspect(.list(style: .sidebar), on: .terminal(.v1)) { list in
///     print(type(of: list))  // ListScrollWidget, a ScrollViewWidget
/// }
/// ```
///
/// A list of another style is not matched; the style is the nearest `.listStyle(_:)` above
/// the list.
public struct ListWithSidebarStyleType: IntrospectableViewType {
    /// The style the type stands for.
    public enum Style: Sendable {
        /// The `SidebarListStyle`.
        case sidebar
    }
}

extension IntrospectableViewType where Self == ListWithSidebarStyleType {
    /// `List` with the `.sidebar` style.
    public static func list(style: Self.Style) -> Self { .init() }
}

extension ListWithSidebarStyleType: TerminalIntrospectable {
    /// The class `.terminal(.v1)` hands over, and Apple platforms' versions name.
    public typealias TerminalEntity = ScrollViewWidget
}

extension TerminalViewVersion<ListWithSidebarStyleType, ScrollViewWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(
        for: .v1,
        selector: .default.filtered { _, node in
            ListLookup.isList(node) && ListLookup.style(at: node) == .sidebar
        })
}
