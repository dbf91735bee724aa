import FacetTerminal
import FacetUI

/// An introspectable view type: `TextField`.
///
/// ```swift
/// .introspect(.textField, on: .terminal(.v1)) { (widget: TextFieldWidget) in … }
/// ```
public struct TextFieldType: IntrospectableViewType {}

extension IntrospectableViewType where Self == TextFieldType {
    /// `TextField`.
    public static var textField: Self { .init() }
}

extension TerminalViewVersion<TextFieldType, TextFieldWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(for: .v1, selector: .default.filtered { !($0 is SecureFieldWidget) })
}
