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

extension ViewType: TerminalIntrospectable {
    /// The class `.terminal(.v1)` hands over, and Apple platforms' versions name.
    public typealias TerminalEntity = TerminalWidget
}

extension TerminalViewVersion<ViewType, TerminalWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(for: .v1)
}
