import FacetIntrospect
import FacetUI

extension ListWithInsetStyleType: GTKIntrospectable {
    /// The `GtkListBox` of a `List` drawn in the `.inset` style.
    public static func backs(_ widget: GTKWidget) -> Bool {
        (widget.content as? ListContent)?.style == .inset
    }
}
