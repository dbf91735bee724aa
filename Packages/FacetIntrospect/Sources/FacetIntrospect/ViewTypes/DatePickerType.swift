import FacetTerminal
import FacetUI

/// An introspectable view type: `DatePicker`, with any built-in style.
///
/// ```swift
/// DatePicker("Due", selection: $due)
///     .introspect(.datePicker, on: .terminal(.v1)) { (widget: DatePickerWidget) in
///         widget.tint = .magenta
///     }
/// ```
public struct DatePickerType: IntrospectableViewType {}

extension IntrospectableViewType where Self == DatePickerType {
    /// `DatePicker`.
    public static var datePicker: Self { .init() }
}

extension DatePickerType: TerminalIntrospectable {
    /// The class `.terminal(.v1)` hands over, and Apple platforms' versions name.
    public typealias TerminalEntity = DatePickerWidget
}

extension TerminalViewVersion<DatePickerType, DatePickerWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(for: .v1)
}
