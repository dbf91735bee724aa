import FacetIntrospect

extension WindowType: GTKIntrospectable {
    /// The app's `GtkWindow` (found from any view in it).
    public static func backs(_ widget: GTKWidget) -> Bool { widget.content is WindowContent }
}
