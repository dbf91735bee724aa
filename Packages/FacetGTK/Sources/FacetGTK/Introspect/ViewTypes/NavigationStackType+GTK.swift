import FacetIntrospect
import FacetUI

extension NavigationStackType: GTKIntrospectable {
    /// The `GtkHeaderBar` of a `NavigationStack` (above the top page).
    public static func backs(_ widget: GTKWidget) -> Bool { widget.content is NavigationBarContent }
}
