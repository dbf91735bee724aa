import FacetTerminal
import FacetUI

/// An introspectable view type: `SecureField`.
///
/// ```swift
/// .introspect(.secureField, on: .terminal(.v1)) { (widget: SecureFieldWidget) in … }
/// ```
public struct SecureFieldType: IntrospectableViewType {}

extension IntrospectableViewType where Self == SecureFieldType {
    /// `SecureField`.
    public static var secureField: Self { .init() }
}

extension SecureFieldType: TerminalIntrospectable {
    /// The class `.terminal(.v1)` hands over, and Apple platforms' versions name.
    public typealias TerminalEntity = SecureFieldWidget
}

extension TerminalViewVersion<SecureFieldType, SecureFieldWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(for: .v1)
}
