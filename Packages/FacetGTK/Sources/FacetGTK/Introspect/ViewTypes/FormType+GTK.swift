@_spi(Advanced) import FacetIntrospect
import FacetUI

extension FormType: GTKIntrospectable {
    /// The `GtkListBox` of a list.
    public static func backs(_ widget: GTKWidget) -> Bool { widget.content is ListContent }

    /// The `GtkListBox` of a `Form`'s list (not of any list).
    public static func backs(_ widget: GTKWidget, in node: ViewNode?) -> Bool {
        backs(widget) && FormType.isForm(node)
    }
}
