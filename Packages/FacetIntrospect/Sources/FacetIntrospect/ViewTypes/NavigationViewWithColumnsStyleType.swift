import FacetTerminal
import FacetUI

/// An introspectable view type: `NavigationView` with the `.columns` style (the widget
/// holding its columns side by side).
///
/// ```swift
/// NavigationView { Sidebar(); Detail() }
///     .navigationViewStyle(.columns)
///     .introspect(.navigationView(style: .columns), on: .terminal(.v1)) { (split: SplitViewWidget) in … }
/// ```
public struct NavigationViewWithColumnsStyleType: IntrospectableViewType {
    /// The style named in `.navigationView(style:)`.
    public enum Style: Sendable {
        /// `.columns`.
        case columns
    }
}

extension IntrospectableViewType where Self == NavigationViewWithColumnsStyleType {
    /// `NavigationView` with the `.columns` style (the widget holding its columns).
    public static func navigationView(style: Self.Style) -> Self { .init() }
}

extension NavigationViewWithColumnsStyleType: TerminalIntrospectable {
    /// The class `.terminal(.v1)` hands over, and Apple platforms' versions name.
    public typealias TerminalEntity = SplitViewWidget
}

extension TerminalViewVersion<NavigationViewWithColumnsStyleType, SplitViewWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(for: .v1)
}
