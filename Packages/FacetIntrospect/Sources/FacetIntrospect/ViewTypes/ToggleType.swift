import FacetTerminal
import FacetUI

/// An introspectable view type: `Toggle`.
///
/// ```swift
/// .introspect(.toggle, on: .terminal(.v1)) { (widget: ToggleWidget) in … }
/// ```
public struct ToggleType: IntrospectableViewType {}

extension IntrospectableViewType where Self == ToggleType {
    /// `Toggle`.
    public static var toggle: Self { .init() }
}

extension ToggleType: TerminalIntrospectable {
    /// The class `.terminal(.v1)` hands over, and Apple platforms' versions name.
    public typealias TerminalEntity = ToggleWidget
}

extension TerminalViewVersion<ToggleType, ToggleWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(for: .v1)
}
