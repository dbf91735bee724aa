import FacetTerminal
import FacetUI

/// An introspectable view type: `Toggle` with the `.checkbox` style: a check box `[x]` / `[ ]`.
///
/// ```swift
/// Toggle("Wi-Fi", isOn: $isOn)
///     .toggleStyle(.checkbox)
///     .introspect(.toggle(style: .checkbox), on: .terminal(.v1)) { toggle in
///         print(toggle.resolvedStyle)  // checkbox
///     }
/// ```
///
/// A toggle drawn in another style is not matched.
public struct ToggleWithCheckboxStyleType: IntrospectableViewType {
    /// The style the type stands for.
    public enum Style: Sendable {
        /// The `.checkbox` toggle style.
        case checkbox
    }
}

extension IntrospectableViewType where Self == ToggleWithCheckboxStyleType {
    /// `Toggle` with the `.checkbox` style.
    public static func toggle(style: Self.Style) -> Self { .init() }
}

extension ToggleWithCheckboxStyleType: TerminalIntrospectable {
    /// The class `.terminal(.v1)` hands over, and Apple platforms' versions name.
    public typealias TerminalEntity = ToggleWidget
}

extension TerminalViewVersion<ToggleWithCheckboxStyleType, ToggleWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(for: .v1, selector: .default.filtered { $0.resolvedStyle == .checkbox })
}
