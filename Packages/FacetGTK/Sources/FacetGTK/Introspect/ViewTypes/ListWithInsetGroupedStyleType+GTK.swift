import FacetIntrospect
import FacetUI

extension ListWithInsetGroupedStyleType: GTKIntrospectable {
    /// The `GtkListBox` of a `List` drawn in the `.insetGrouped` style.
    public static func backs(_ widget: GTKWidget) -> Bool {
        (widget.content as? ListContent)?.style == .insetGrouped
    }
}
