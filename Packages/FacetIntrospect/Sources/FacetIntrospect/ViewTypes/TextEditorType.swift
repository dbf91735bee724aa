import FacetTerminal
import FacetUI

/// An introspectable view type: `TextEditor`.
///
/// ```swift
/// .introspect(.textEditor, on: .terminal(.v1)) { (widget: TextEditorWidget) in … }
/// ```
public struct TextEditorType: IntrospectableViewType {}

extension IntrospectableViewType where Self == TextEditorType {
    /// `TextEditor`.
    public static var textEditor: Self { .init() }
}

extension TextEditorType: TerminalIntrospectable {
    /// The class `.terminal(.v1)` hands over, and Apple platforms' versions name.
    public typealias TerminalEntity = TextEditorWidget
}

extension TerminalViewVersion<TextEditorType, TextEditorWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(for: .v1)
}
