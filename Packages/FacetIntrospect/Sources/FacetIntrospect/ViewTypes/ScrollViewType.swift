import FacetTerminal
import FacetUI

/// An introspectable view type: `ScrollView`.
///
/// ```swift
/// .introspect(.scrollView, on: .terminal(.v1)) { (widget: ScrollViewWidget) in … }
/// ```
public struct ScrollViewType: IntrospectableViewType {}

extension IntrospectableViewType where Self == ScrollViewType {
    /// `ScrollView`.
    public static var scrollView: Self { .init() }
}

extension ScrollViewType: TerminalIntrospectable {
    /// The class `.terminal(.v1)` hands over, and Apple platforms' versions name.
    public typealias TerminalEntity = ScrollViewWidget
}

extension TerminalViewVersion<ScrollViewType, ScrollViewWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(for: .v1)
}
