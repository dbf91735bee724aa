import FacetIntrospect
import FacetUI

extension ToggleWithSwitchStyleType: GTKIntrospectable {
    /// The `GtkSwitch` of a `.switch`-style `Toggle` (the default style is drawn as a switch).
    public static func backs(_ widget: GTKWidget) -> Bool {
        guard let style = (widget.content as? ToggleContent)?.style else { return false }
        return style == .switch || style == .automatic
    }
}
