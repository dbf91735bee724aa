import FacetIntrospect
import FacetUI

extension ScrollViewType: GTKIntrospectable {
    /// The `GtkScrolledWindow` of a `ScrollView`.
    public static func backs(_ widget: GTKWidget) -> Bool { widget.content is ScrollViewContent }
}
