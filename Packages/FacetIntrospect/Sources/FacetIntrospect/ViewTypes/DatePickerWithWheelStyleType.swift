import FacetTerminal
import FacetUI

/// An introspectable view type: `DatePicker` with the `.wheel` style: each part between its previous and next values.
///
/// ```swift
/// DatePicker("Due", selection: $due)
///     .datePickerStyle(.wheel)
///     .introspect(.datePicker(style: .wheel), on: .terminal(.v1)) { picker in
///         print(picker.resolvedStyle)  // wheel
///     }
/// ```
///
/// A date picker drawn in another style is not matched.
public struct DatePickerWithWheelStyleType: IntrospectableViewType {
    /// The style the type stands for.
    public enum Style: Sendable {
        /// The `.wheel` date picker style.
        case wheel
    }
}

extension IntrospectableViewType where Self == DatePickerWithWheelStyleType {
    /// `DatePicker` with the `.wheel` style.
    public static func datePicker(style: Self.Style) -> Self { .init() }
}

extension DatePickerWithWheelStyleType: TerminalIntrospectable {
    /// The class `.terminal(.v1)` hands over, and Apple platforms' versions name.
    public typealias TerminalEntity = DatePickerWidget
}

extension TerminalViewVersion<DatePickerWithWheelStyleType, DatePickerWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(for: .v1, selector: .default.filtered { $0.resolvedStyle == .wheel })
}
