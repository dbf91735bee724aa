import FacetIntrospect
import FacetUI

extension DatePickerWithFieldStyleType: GTKIntrospectable {
    /// The `GtkBox` of a `DatePicker` in the field style: the label's frame and a `GtkSpinButton` per part.
    public static func backs(_ widget: GTKWidget) -> Bool {
        (widget.content as? DatePickerContent)?.resolvedStyle == .field
    }
}
