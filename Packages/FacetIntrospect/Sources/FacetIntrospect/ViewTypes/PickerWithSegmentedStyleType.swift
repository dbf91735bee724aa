import FacetTerminal
import FacetUI

/// An introspectable view type: `Picker` with the `.segmented` style.
///
/// ```swift
/// .introspect(.picker(style: .segmented), on: .terminal(.v1)) { (widget: PickerWidget) in … }
/// ```
public struct PickerWithSegmentedStyleType: IntrospectableViewType {
    /// The style the type stands for.
    public enum Style: Sendable {
        /// The segmented style.
        case segmented
    }
}

extension IntrospectableViewType where Self == PickerWithSegmentedStyleType {
    /// `Picker` with the `.segmented` style.
    public static func picker(style: Self.Style) -> Self { .init() }
}

extension PickerWithSegmentedStyleType: TerminalIntrospectable {
    /// The class `.terminal(.v1)` hands over, and Apple platforms' versions name.
    public typealias TerminalEntity = PickerWidget
}

extension TerminalViewVersion<PickerWithSegmentedStyleType, PickerWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(for: .v1, selector: .default.filtered { $0.resolvedStyle == .segmented })
}
