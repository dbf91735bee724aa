import FacetIntrospect
import FacetUI

extension NavigationSplitViewType: GTKIntrospectable {
    /// The `GtkPaned` holding a `NavigationSplitView`'s columns.
    public static func backs(_ widget: GTKWidget) -> Bool { widget.content is NavigationSplitViewContent }
}

extension NavigationViewWithColumnsStyleType: GTKIntrospectable {
    /// The `GtkPaned` holding the columns of a `NavigationView` with the `.columns` style.
    public static func backs(_ widget: GTKWidget) -> Bool { widget.content is NavigationSplitViewContent }
}

extension NavigationViewWithStackStyleType: GTKIntrospectable {
    /// The `GtkHeaderBar` of a `NavigationView` with the `.stack` style.
    public static func backs(_ widget: GTKWidget) -> Bool { widget.content is NavigationBarContent }
}
