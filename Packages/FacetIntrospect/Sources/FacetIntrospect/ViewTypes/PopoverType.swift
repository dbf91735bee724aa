import FacetTerminal
import FacetUI

/// An introspectable view type: `.popover`: call `.introspect` inside the popover's content (the default scope is `.ancestor`).
///
/// ```swift
/// .introspect(.popover, on: .terminal(.v1)) { (widget: ModalWidget) in … }
/// ```
public struct PopoverType: IntrospectableViewType {
    /// Presentations are introspected from inside their content.
    public var scope: IntrospectionScope { .ancestor }
}

extension IntrospectableViewType where Self == PopoverType {
    /// `.popover`: call `.introspect` inside the popover's content (the default scope is `.ancestor`).
    public static var popover: Self { .init() }
}

extension PopoverType: TerminalIntrospectable {
    /// The class `.terminal(.v1)` hands over, and Apple platforms' versions name.
    public typealias TerminalEntity = ModalWidget
}

extension TerminalViewVersion<PopoverType, ModalWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(for: .v1, selector: .default.filtered { $0.kind == .popover })
}
