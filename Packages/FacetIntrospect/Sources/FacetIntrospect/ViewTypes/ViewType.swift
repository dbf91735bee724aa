import FacetTerminal
import FacetUI

/// An introspectable view type: any view with a widget: the receiver's first widget, or the nearest ancestor's widget.
///
/// ```swift
/// .introspect(.view, on: .terminal(.v1)) { (widget: TerminalWidget) in … }
/// ```
public struct ViewType: IntrospectableViewType {}

extension IntrospectableViewType where Self == ViewType {
    /// Any view with a widget: the receiver's first widget, or the nearest ancestor's widget.
    public static var view: Self { .init() }
}

extension TerminalViewVersion<ViewType, TerminalWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(for: .v1)
}
