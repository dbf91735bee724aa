import FacetTerminal
import FacetUI

/// An introspectable view type: `Button` (also `Link`, `NavigationLink` and `.onTapGesture` areas, which the terminal draws as buttons).
///
/// ```swift
/// .introspect(.button, on: .terminal(.v1)) { (widget: ButtonWidget) in … }
/// ```
public struct ButtonType: IntrospectableViewType {}

extension IntrospectableViewType where Self == ButtonType {
    /// `Button` (also `Link`, `NavigationLink` and `.onTapGesture` areas, which the terminal draws as buttons).
    public static var button: Self { .init() }
}

extension ButtonType: TerminalIntrospectable {
    /// The class `.terminal(.v1)` hands over, and Apple platforms' versions name.
    public typealias TerminalEntity = ButtonWidget
}

extension TerminalViewVersion<ButtonType, ButtonWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(for: .v1)
}
