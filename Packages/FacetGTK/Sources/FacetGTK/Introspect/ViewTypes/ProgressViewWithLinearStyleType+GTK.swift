import FacetIntrospect

extension ProgressViewWithLinearStyleType: GTKIntrospectable {
    /// The `GtkProgressBar` of a linear `ProgressView`.
    public static func backs(_ widget: GTKWidget) -> Bool { widget.isA("GtkProgressBar") }
}
