import FacetTerminal
import FacetUI

/// An introspectable view type: `DatePicker` with the `.stepperField` style: the date as one line of parts, with `[-][+]`.
///
/// ```swift
/// DatePicker("Due", selection: $due)
///     .datePickerStyle(.stepperField)
///     .introspect(.datePicker(style: .stepperField), on: .terminal(.v1)) { picker in
///         print(picker.resolvedStyle)  // stepperField
///     }
/// ```
///
/// A date picker drawn in another style is not matched.
public struct DatePickerWithStepperFieldStyleType: IntrospectableViewType {
    /// The style the type stands for.
    public enum Style: Sendable {
        /// The `.stepperField` date picker style.
        case stepperField
    }
}

extension IntrospectableViewType where Self == DatePickerWithStepperFieldStyleType {
    /// `DatePicker` with the `.stepperField` style.
    public static func datePicker(style: Self.Style) -> Self { .init() }
}

extension DatePickerWithStepperFieldStyleType: TerminalIntrospectable {
    /// The class `.terminal(.v1)` hands over, and Apple platforms' versions name.
    public typealias TerminalEntity = DatePickerWidget
}

extension TerminalViewVersion<DatePickerWithStepperFieldStyleType, DatePickerWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(for: .v1, selector: .default.filtered { $0.resolvedStyle == .stepperField })
}
