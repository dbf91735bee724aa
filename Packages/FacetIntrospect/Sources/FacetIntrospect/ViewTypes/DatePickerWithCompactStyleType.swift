import FacetTerminal
import FacetUI

/// An introspectable view type: `DatePicker` with the `.compact` style (also the default style): the date as one line of parts.
///
/// ```swift
/// DatePicker("Due", selection: $due)
///     .datePickerStyle(.compact)
///     .introspect(.datePicker(style: .compact), on: .terminal(.v1)) { picker in
///         print(picker.resolvedStyle)  // compact
///     }
/// ```
///
/// A date picker drawn in another style is not matched.
public struct DatePickerWithCompactStyleType: IntrospectableViewType {
    /// The style the type stands for.
    public enum Style: Sendable {
        /// The `.compact` date picker style.
        case compact
    }
}

extension IntrospectableViewType where Self == DatePickerWithCompactStyleType {
    /// `DatePicker` with the `.compact` style.
    public static func datePicker(style: Self.Style) -> Self { .init() }
}

extension DatePickerWithCompactStyleType: TerminalIntrospectable {
    /// The class `.terminal(.v1)` hands over, and Apple platforms' versions name.
    public typealias TerminalEntity = DatePickerWidget
}

extension TerminalViewVersion<DatePickerWithCompactStyleType, DatePickerWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(for: .v1, selector: .default.filtered { $0.resolvedStyle == .compact })
}
