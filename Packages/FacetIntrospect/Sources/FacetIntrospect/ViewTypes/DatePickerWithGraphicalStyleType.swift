import FacetTerminal
import FacetUI

/// An introspectable view type: `DatePicker` with the `.graphical` style: a month grid.
///
/// ```swift
/// DatePicker("Due", selection: $due)
///     .datePickerStyle(.graphical)
///     .introspect(.datePicker(style: .graphical), on: .terminal(.v1)) { picker in
///         print(picker.resolvedStyle)  // graphical
///     }
/// ```
///
/// A date picker drawn in another style is not matched.
public struct DatePickerWithGraphicalStyleType: IntrospectableViewType {
    /// The style the type stands for.
    public enum Style: Sendable {
        /// The `.graphical` date picker style.
        case graphical
    }
}

extension IntrospectableViewType where Self == DatePickerWithGraphicalStyleType {
    /// `DatePicker` with the `.graphical` style.
    public static func datePicker(style: Self.Style) -> Self { .init() }
}

extension DatePickerWithGraphicalStyleType: TerminalIntrospectable {
    /// The class `.terminal(.v1)` hands over, and Apple platforms' versions name.
    public typealias TerminalEntity = DatePickerWidget
}

extension TerminalViewVersion<DatePickerWithGraphicalStyleType, DatePickerWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(for: .v1, selector: .default.filtered { $0.resolvedStyle == .graphical })
}
