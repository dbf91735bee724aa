import FacetTerminal
import FacetUI

/// An introspectable view type: `Toggle` with the `.button` style: a button drawn in the tint colour while on.
///
/// ```swift
/// Toggle("Wi-Fi", isOn: $isOn)
///     .toggleStyle(.button)
///     .introspect(.toggle(style: .button), on: .terminal(.v1)) { toggle in
///         print(toggle.resolvedStyle)  // button
///     }
/// ```
///
/// A toggle drawn in another style is not matched.
public struct ToggleWithButtonStyleType: IntrospectableViewType {
    /// The style the type stands for.
    public enum Style: Sendable {
        /// The `.button` toggle style.
        case button
    }
}

extension IntrospectableViewType where Self == ToggleWithButtonStyleType {
    /// `Toggle` with the `.button` style.
    public static func toggle(style: Self.Style) -> Self { .init() }
}

extension ToggleWithButtonStyleType: TerminalIntrospectable {
    /// The class `.terminal(.v1)` hands over, and Apple platforms' versions name.
    public typealias TerminalEntity = ToggleWidget
}

extension TerminalViewVersion<ToggleWithButtonStyleType, ToggleWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(for: .v1, selector: .default.filtered { $0.resolvedStyle == .button })
}
