import FacetIntrospect
import FacetUI

extension ListWithSidebarStyleType: GTKIntrospectable {
    /// The `GtkListBox` of a `List` drawn in the `.sidebar` style.
    public static func backs(_ widget: GTKWidget) -> Bool {
        (widget.content as? ListContent)?.style == .sidebar
    }
}
