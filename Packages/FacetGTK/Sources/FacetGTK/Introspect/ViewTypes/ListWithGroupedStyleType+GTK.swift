import FacetIntrospect
import FacetUI

extension ListWithGroupedStyleType: GTKIntrospectable {
    /// The `GtkListBox` of a `List` drawn in the `.grouped` style.
    public static func backs(_ widget: GTKWidget) -> Bool {
        (widget.content as? ListContent)?.style == .grouped
    }
}
