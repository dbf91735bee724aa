import FacetIntrospect
import FacetUI

extension ListType: GTKIntrospectable {
    /// The `GtkListBox` of a `List` (its rows' content widgets are their own).
    public static func backs(_ widget: GTKWidget) -> Bool { widget.content is ListContent }
}
