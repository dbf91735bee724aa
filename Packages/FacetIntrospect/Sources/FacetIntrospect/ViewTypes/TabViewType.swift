import FacetTerminal
import FacetUI

/// An introspectable view type: `TabView` (its tab bar; the selected tab's widgets are its children).
///
/// ```swift
/// .introspect(.tabView, on: .terminal(.v1)) { (widget: TabBarWidget) in … }
/// ```
public struct TabViewType: IntrospectableViewType {}

extension IntrospectableViewType where Self == TabViewType {
    /// `TabView` (its tab bar; the selected tab's widgets are its children).
    public static var tabView: Self { .init() }
}

extension TabViewType: TerminalIntrospectable {
    /// The class `.terminal(.v1)` hands over, and Apple platforms' versions name.
    public typealias TerminalEntity = TabBarWidget
}

extension TerminalViewVersion<TabViewType, TabBarWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(for: .v1)
}
