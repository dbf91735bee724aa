import FacetIntrospect
import FacetUI

extension ToggleWithCheckboxStyleType: GTKIntrospectable {
    /// The `GtkCheckButton` of a `.checkbox`-style `Toggle`.
    public static func backs(_ widget: GTKWidget) -> Bool {
        guard let style = (widget.content as? ToggleContent)?.style else { return false }
        return style == .checkbox
    }
}
