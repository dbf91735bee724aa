import FacetIntrospect
import FacetUI

extension DatePickerType: GTKIntrospectable {
    /// The `GtkBox` of a `DatePicker` in any built-in style: the label's frame, then its
    /// calendar, date button or spin buttons.
    public static func backs(_ widget: GTKWidget) -> Bool { widget.content is DatePickerContent }
}
