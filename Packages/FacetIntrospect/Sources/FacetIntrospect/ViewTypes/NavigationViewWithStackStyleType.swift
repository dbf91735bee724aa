import FacetTerminal
import FacetUI

/// An introspectable view type: `NavigationView` with the `.stack` style (its navigation
/// bar, above the top page).
///
/// ```swift
/// NavigationView { Home() }
///     .navigationViewStyle(.stack)
///     .introspect(.navigationView(style: .stack), on: .terminal(.v1)) { (bar: NavigationBarWidget) in … }
/// ```
public struct NavigationViewWithStackStyleType: IntrospectableViewType {
    /// The style named in `.navigationView(style:)`.
    public enum Style: Sendable {
        /// `.stack`.
        case stack
    }
}

extension IntrospectableViewType where Self == NavigationViewWithStackStyleType {
    /// `NavigationView` with the `.stack` style (its navigation bar).
    public static func navigationView(style: Self.Style) -> Self { .init() }
}

extension NavigationViewWithStackStyleType: TerminalIntrospectable {
    /// The class `.terminal(.v1)` hands over, and Apple platforms' versions name.
    public typealias TerminalEntity = NavigationBarWidget
}

extension TerminalViewVersion<NavigationViewWithStackStyleType, NavigationBarWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(for: .v1)
}
