import FacetIntrospect
import FacetUI

extension TabViewType: GTKIntrospectable {
    /// The `GtkStack` of a `TabView` (its `GtkStackSwitcher` shows the tabs).
    public static func backs(_ widget: GTKWidget) -> Bool { widget.content is TabViewContent }
}
