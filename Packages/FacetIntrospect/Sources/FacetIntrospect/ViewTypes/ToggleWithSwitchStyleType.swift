import FacetTerminal
import FacetUI

/// An introspectable view type: `Toggle` with the `.switch` style: a switch `○━━` / `━━●` (the default style).
///
/// ```swift
/// Toggle("Wi-Fi", isOn: $isOn)
///     .toggleStyle(.switch)
///     .introspect(.toggle(style: .switch), on: .terminal(.v1)) { toggle in
///         print(toggle.resolvedStyle)  // switch
///     }
/// ```
///
/// A toggle drawn in another style is not matched.
public struct ToggleWithSwitchStyleType: IntrospectableViewType {
    /// The style the type stands for.
    public enum Style: Sendable {
        /// The `.switch` toggle style.
        case `switch`
    }
}

extension IntrospectableViewType where Self == ToggleWithSwitchStyleType {
    /// `Toggle` with the `.switch` style.
    public static func toggle(style: Self.Style) -> Self { .init() }
}

extension ToggleWithSwitchStyleType: TerminalIntrospectable {
    /// The class `.terminal(.v1)` hands over, and Apple platforms' versions name.
    public typealias TerminalEntity = ToggleWidget
}

extension TerminalViewVersion<ToggleWithSwitchStyleType, ToggleWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(for: .v1, selector: .default.filtered { $0.resolvedStyle == .`switch` })
}
