import FacetIntrospect
import FacetUI

extension DatePickerWithCompactStyleType: GTKIntrospectable {
    /// The `GtkBox` of a compact `DatePicker` (also the default style): the label's frame, a `GtkMenuButton` opening a `GtkCalendar`, and the time's spin buttons.
    public static func backs(_ widget: GTKWidget) -> Bool {
        (widget.content as? DatePickerContent)?.resolvedStyle == .compact
    }
}
