import FacetTerminal
import FacetUI

/// An introspectable view type: `DatePicker` with the `.field` style: the date as one line of parts.
///
/// ```swift
/// DatePicker("Due", selection: $due)
///     .datePickerStyle(.field)
///     .introspect(.datePicker(style: .field), on: .terminal(.v1)) { picker in
///         print(picker.resolvedStyle)  // field
///     }
/// ```
///
/// A date picker drawn in another style is not matched.
public struct DatePickerWithFieldStyleType: IntrospectableViewType {
    /// The style the type stands for.
    public enum Style: Sendable {
        /// The `.field` date picker style.
        case field
    }
}

extension IntrospectableViewType where Self == DatePickerWithFieldStyleType {
    /// `DatePicker` with the `.field` style.
    public static func datePicker(style: Self.Style) -> Self { .init() }
}

extension DatePickerWithFieldStyleType: TerminalIntrospectable {
    /// The class `.terminal(.v1)` hands over, and Apple platforms' versions name.
    public typealias TerminalEntity = DatePickerWidget
}

extension TerminalViewVersion<DatePickerWithFieldStyleType, DatePickerWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(for: .v1, selector: .default.filtered { $0.resolvedStyle == .field })
}
