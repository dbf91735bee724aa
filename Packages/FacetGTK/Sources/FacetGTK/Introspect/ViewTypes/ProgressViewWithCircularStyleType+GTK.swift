import FacetIntrospect

extension ProgressViewWithCircularStyleType: GTKIntrospectable {
    /// The `GtkSpinner` of a circular (or indeterminate) `ProgressView`.
    public static func backs(_ widget: GTKWidget) -> Bool { widget.isA("GtkSpinner") }
}
