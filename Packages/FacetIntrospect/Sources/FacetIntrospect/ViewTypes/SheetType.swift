import FacetTerminal
import FacetUI

/// An introspectable view type: `.sheet`: call `.introspect` inside the sheet's content (the default scope is `.ancestor`).
///
/// ```swift
/// .introspect(.sheet, on: .terminal(.v1)) { (widget: ModalWidget) in … }
/// ```
public struct SheetType: IntrospectableViewType {
    /// Presentations are introspected from inside their content.
    public var scope: IntrospectionScope { .ancestor }
}

extension IntrospectableViewType where Self == SheetType {
    /// `.sheet`: call `.introspect` inside the sheet's content (the default scope is `.ancestor`).
    public static var sheet: Self { .init() }
}

extension SheetType: TerminalIntrospectable {
    /// The class `.terminal(.v1)` hands over, and Apple platforms' versions name.
    public typealias TerminalEntity = ModalWidget
}

extension TerminalViewVersion<SheetType, ModalWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(for: .v1, selector: .default.filtered { $0.kind == .sheet })
}
