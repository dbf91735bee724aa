import FacetTerminal
import FacetUI

/// An introspectable view type: `List` with the `.grouped` style (a `Form` is one: it is drawn as a grouped list).
///
/// ```swift
/// List {
///     Text("Item 1")
///     Text("Item 2")
/// }
/// .listStyle(.grouped)
/// .introspect(.list(style: .grouped), on: .terminal(.v1)) { list in
///     print(type(of: list))  // ListScrollWidget, a ScrollViewWidget
/// }
/// ```
///
/// A list of another style is not matched; the style is the nearest `.listStyle(_:)` above
/// the list.
public struct ListWithGroupedStyleType: IntrospectableViewType {
    /// The style the type stands for.
    public enum Style: Sendable {
        /// The `GroupedListStyle`.
        case grouped
    }
}

extension IntrospectableViewType where Self == ListWithGroupedStyleType {
    /// `List` with the `.grouped` style.
    public static func list(style: Self.Style) -> Self { .init() }
}

extension ListWithGroupedStyleType: TerminalIntrospectable {
    /// The class `.terminal(.v1)` hands over, and Apple platforms' versions name.
    public typealias TerminalEntity = ScrollViewWidget
}

extension TerminalViewVersion<ListWithGroupedStyleType, ScrollViewWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(
        for: .v1,
        selector: .default.filtered { _, node in
            ListLookup.isList(node) && ListLookup.style(at: node) == .grouped
        })
}
