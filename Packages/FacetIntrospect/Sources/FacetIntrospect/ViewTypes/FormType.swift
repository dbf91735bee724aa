import FacetTerminal
import FacetUI

/// An introspectable view type: `Form`, drawn as a grouped list: its widget is the list's.
///
/// ```swift
/// Form {
///     Section("Account") {
///         Toggle("Notifications", isOn: $notifications)
///     }
/// }
/// .introspect(.form, on: .terminal(.v1)) { form in
///     print(type(of: form))  // ListScrollWidget, a ScrollViewWidget
/// }
/// ```
///
/// A `List` that is not a form's is not matched (`.list` matches both).
public struct FormType: IntrospectableViewType {}

extension IntrospectableViewType where Self == FormType {
    /// `Form`.
    public static var form: Self { .init() }
}

extension FormType {
    /// Whether the widget of `node` is a form's: a `Form` is above it with no other widget
    /// in between (a list in a form's row is not the form).
    @_spi(Advanced)
    @MainActor
    public static func isForm(_ node: ViewNode?) -> Bool {
        guard ListLookup.isList(node) else { return false }
        var current = node?.parent
        while let candidate = current {
            if candidate.view is any FormView { return true }
            if candidate.widget != nil { return false }
            current = candidate.parent
        }
        return false
    }
}

/// `Form`, whatever its content (to recognise it among a list's ancestors).
private protocol FormView {}
extension Form: FormView {}

extension FormType: TerminalIntrospectable {
    /// The class `.terminal(.v1)` hands over, and Apple platforms' versions name.
    public typealias TerminalEntity = ScrollViewWidget
}

extension TerminalViewVersion<FormType, ScrollViewWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(for: .v1, selector: .default.filtered { _, node in FormType.isForm(node) })
}
