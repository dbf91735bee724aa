import FacetTerminal
import FacetUI

/// An introspectable view type: `List` (and `Form`, which is drawn as a grouped list).
///
/// ```swift
/// List {
///     Text("Item 1")
///     Text("Item 2")
/// }
/// .introspect(.list, on: .terminal(.v1)) { list in
///     print(type(of: list))  // ListScrollWidget, a ScrollViewWidget
///     list.wheelStep = 1
/// }
/// ```
///
/// `.list(style: .plain)` is this type too, as in SwiftUI-Introspect: it finds any list
/// (use ``ListWithGroupedStyleType`` and its siblings to find one style only). A `ScrollView`,
/// whose widget is a scroll view too, is not matched.
public struct ListType: IntrospectableViewType {
    /// The style `.list(style:)` names.
    public enum Style: Sendable {
        /// The plain style.
        case plain
    }
}

extension IntrospectableViewType where Self == ListType {
    /// `List` (and `Form`, which is drawn as a grouped list).
    public static var list: Self { .init() }
    /// `List`, written with its `.plain` style as SwiftUI-Introspect does: any list.
    public static func list(style: Self.Style) -> Self { .init() }
}

extension ListType: TerminalIntrospectable {
    /// The class `.terminal(.v1)` hands over, and Apple platforms' versions name.
    public typealias TerminalEntity = ScrollViewWidget
}

extension TerminalViewVersion<ListType, ScrollViewWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(for: .v1, selector: .default.filtered { _, node in ListLookup.isList(node) })
}
