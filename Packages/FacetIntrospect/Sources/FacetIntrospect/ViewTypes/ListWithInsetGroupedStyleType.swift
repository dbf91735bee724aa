import FacetTerminal
import FacetUI

/// An introspectable view type: `List` with the `.insetGrouped` style.
///
/// ```swift
/// List {
///     Text("Item 1")
///     Text("Item 2")
/// }
/// .listStyle(.insetGrouped)
/// .introspect(.list(style: .insetGrouped), on: .terminal(.v1)) { list in
///     print(type(of: list))  // ListScrollWidget, a ScrollViewWidget
/// }
/// ```
///
/// A list of another style is not matched; the style is the nearest `.listStyle(_:)` above
/// the list.
public struct ListWithInsetGroupedStyleType: IntrospectableViewType {
    /// The style the type stands for.
    public enum Style: Sendable {
        /// The `InsetGroupedListStyle`.
        case insetGrouped
    }
}

extension IntrospectableViewType where Self == ListWithInsetGroupedStyleType {
    /// `List` with the `.insetGrouped` style.
    public static func list(style: Self.Style) -> Self { .init() }
}

extension ListWithInsetGroupedStyleType: TerminalIntrospectable {
    /// The class `.terminal(.v1)` hands over, and Apple platforms' versions name.
    public typealias TerminalEntity = ScrollViewWidget
}

extension TerminalViewVersion<ListWithInsetGroupedStyleType, ScrollViewWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(
        for: .v1,
        selector: .default.filtered { _, node in
            ListLookup.isList(node) && ListLookup.style(at: node) == .insetGrouped
        })
}
