import FacetTerminal
import FacetUI

/// An introspectable view type: `NavigationStack` (its navigation bar, above the top page).
///
/// ```swift
/// .introspect(.navigationStack, on: .terminal(.v1)) { (widget: NavigationBarWidget) in … }
/// ```
public struct NavigationStackType: IntrospectableViewType {}

extension IntrospectableViewType where Self == NavigationStackType {
    /// `NavigationStack` (its navigation bar, above the top page).
    public static var navigationStack: Self { .init() }
}

extension NavigationStackType: TerminalIntrospectable {
    /// The class `.terminal(.v1)` hands over, and Apple platforms' versions name.
    public typealias TerminalEntity = NavigationBarWidget
}

extension TerminalViewVersion<NavigationStackType, NavigationBarWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(for: .v1)
}
