import FacetTerminal
import FacetUI

/// An introspectable view type: `Picker` with the `.menu` style.
///
/// ```swift
/// .introspect(.picker(style: .menu), on: .terminal(.v1)) { (widget: PickerWidget) in … }
/// ```
public struct PickerWithMenuStyleType: IntrospectableViewType {
    /// The style the type stands for.
    public enum Style: Sendable {
        /// The menu style.
        case menu
    }
}

extension IntrospectableViewType where Self == PickerWithMenuStyleType {
    /// `Picker` with the `.menu` style.
    public static func picker(style: Self.Style) -> Self { .init() }
}

extension PickerWithMenuStyleType: TerminalIntrospectable {
    /// The class `.terminal(.v1)` hands over, and Apple platforms' versions name.
    public typealias TerminalEntity = PickerWidget
}

extension TerminalViewVersion<PickerWithMenuStyleType, PickerWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(for: .v1, selector: .default.filtered { $0.resolvedStyle == .menu })
}
