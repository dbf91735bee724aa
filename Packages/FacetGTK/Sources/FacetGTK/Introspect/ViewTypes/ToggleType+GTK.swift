import FacetIntrospect
import FacetUI

extension ToggleType: GTKIntrospectable {
    /// The `GtkSwitch`, `GtkCheckButton` or `GtkToggleButton` of a `Toggle`, by style.
    public static func backs(_ widget: GTKWidget) -> Bool { widget.content is ToggleContent }
}
