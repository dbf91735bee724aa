import FacetTerminal
import FacetUI

/// An introspectable view type: `NavigationSplitView` (the widget holding its columns side
/// by side).
///
/// ```swift
/// .introspect(.navigationSplitView, on: .terminal(.v1)) { (widget: SplitViewWidget) in … }
/// ```
public struct NavigationSplitViewType: IntrospectableViewType {}

extension IntrospectableViewType where Self == NavigationSplitViewType {
    /// `NavigationSplitView` (the widget holding its columns side by side).
    public static var navigationSplitView: Self { .init() }
}

extension NavigationSplitViewType: TerminalIntrospectable {
    /// The class `.terminal(.v1)` hands over, and Apple platforms' versions name.
    public typealias TerminalEntity = SplitViewWidget
}

extension TerminalViewVersion<NavigationSplitViewType, SplitViewWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(for: .v1)
}
