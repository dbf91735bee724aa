import FacetIntrospect
import FacetUI

extension DatePickerWithWheelStyleType: GTKIntrospectable {
    /// The `GtkBox` of a `DatePicker` in the wheel style: the label's frame and a vertical `GtkSpinButton` per part.
    public static func backs(_ widget: GTKWidget) -> Bool {
        (widget.content as? DatePickerContent)?.resolvedStyle == .wheel
    }
}
