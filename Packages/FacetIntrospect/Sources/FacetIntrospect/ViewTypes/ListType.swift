import FacetTerminal
import FacetUI

/// An introspectable view type: `List` (and `Form`, which the terminal draws the same way).
///
/// ```swift
/// .introspect(.list, on: .terminal(.v1)) { (widget: ScrollViewWidget) in … }
/// ```
public struct ListType: IntrospectableViewType {}

extension IntrospectableViewType where Self == ListType {
    /// `List` (and `Form`, which the terminal draws the same way).
    public static var list: Self { .init() }
}

extension TerminalViewVersion<ListType, ScrollViewWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(for: .v1)
}
