import FacetTerminal
import FacetUI

/// An introspectable view type: `.alert`: call `.introspect` on one of the alert's actions (the default scope is `.ancestor`).
///
/// ```swift
/// .introspect(.alert, on: .terminal(.v1)) { (widget: ModalWidget) in … }
/// ```
public struct AlertType: IntrospectableViewType {
    /// Presentations are introspected from inside their content.
    public var scope: IntrospectionScope { .ancestor }
}

extension IntrospectableViewType where Self == AlertType {
    /// `.alert`: call `.introspect` on one of the alert's actions (the default scope is `.ancestor`).
    public static var alert: Self { .init() }
}

extension AlertType: TerminalIntrospectable {
    /// The class `.terminal(.v1)` hands over, and Apple platforms' versions name.
    public typealias TerminalEntity = ModalWidget
}

extension TerminalViewVersion<AlertType, ModalWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(for: .v1, selector: .default.filtered { $0.kind == .alert })
}
