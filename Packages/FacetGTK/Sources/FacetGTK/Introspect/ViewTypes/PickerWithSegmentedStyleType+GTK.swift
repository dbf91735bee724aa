import FacetIntrospect
import FacetUI

extension PickerWithSegmentedStyleType: GTKIntrospectable {
    /// The `GtkBox` of a segmented `Picker`'s linked toggle buttons.
    public static func backs(_ widget: GTKWidget) -> Bool {
        (widget.content as? PickerContent)?.style == .segmented
    }
}
