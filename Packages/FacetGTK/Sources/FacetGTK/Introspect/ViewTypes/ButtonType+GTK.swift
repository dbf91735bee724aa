import FacetIntrospect
import FacetUI

extension ButtonType: GTKIntrospectable {
    /// The `GtkButton` of a `Button` (also `Link` and `NavigationLink`).
    public static func backs(_ widget: GTKWidget) -> Bool {
        widget.content is ButtonContent || widget.content is LinkContent
            || widget.content is NavigationLinkContent
    }
}
