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

extension TextFieldType: TerminalIntrospectable {
    /// The class `.terminal(.v1)` hands over, and Apple platforms' versions name.
    public typealias TerminalEntity = TextFieldWidget
}

extension TerminalViewVersion<TextFieldType, TextFieldWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(for: .v1, selector: .default.filtered { !($0 is SecureFieldWidget) })
}
