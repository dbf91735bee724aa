import FacetIntrospect
import FacetUI

extension DatePickerWithGraphicalStyleType: GTKIntrospectable {
    /// The `GtkBox` of a graphical `DatePicker`: the label's frame above a `GtkCalendar` and the time's spin buttons.
    public static func backs(_ widget: GTKWidget) -> Bool {
        (widget.content as? DatePickerContent)?.resolvedStyle == .graphical
    }
}
