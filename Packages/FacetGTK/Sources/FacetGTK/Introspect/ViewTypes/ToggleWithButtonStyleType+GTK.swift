import FacetIntrospect
import FacetUI

extension ToggleWithButtonStyleType: GTKIntrospectable {
    /// The `GtkToggleButton` of a `.button`-style `Toggle`.
    public static func backs(_ widget: GTKWidget) -> Bool {
        guard let style = (widget.content as? ToggleContent)?.style else { return false }
        return style == .button
    }
}
