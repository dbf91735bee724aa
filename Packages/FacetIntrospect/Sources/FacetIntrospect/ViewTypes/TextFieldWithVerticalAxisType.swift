import FacetTerminal
import FacetUI

/// An introspectable view type: `TextField` with the `.vertical` axis, whose text wraps
/// onto more lines as it grows.
///
/// ```swift
/// TextField("Notes", text: $notes, axis: .vertical)
///     .introspect(.textField(axis: .vertical), on: .terminal(.v1)) { field in
///         print(field.growsVertically)  // true
///     }
/// ```
///
/// A one-line field (the `.horizontal` axis) is not matched; `.textField` matches both.
public struct TextFieldWithVerticalAxisType: IntrospectableViewType {
    /// The axis the type stands for.
    public enum Axis: Sendable {
        /// Text wraps onto more lines.
        case vertical
    }
}

extension IntrospectableViewType where Self == TextFieldWithVerticalAxisType {
    /// `TextField` with the `.vertical` axis.
    public static func textField(axis: Self.Axis) -> Self { .init() }
}

extension TextFieldWithVerticalAxisType: TerminalIntrospectable {
    /// The class `.terminal(.v1)` hands over, and Apple platforms' versions name.
    public typealias TerminalEntity = TextFieldWidget
}

extension TerminalViewVersion<TextFieldWithVerticalAxisType, TextFieldWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(
        for: .v1, selector: .default.filtered { !($0 is SecureFieldWidget) && $0.growsVertically })
}
