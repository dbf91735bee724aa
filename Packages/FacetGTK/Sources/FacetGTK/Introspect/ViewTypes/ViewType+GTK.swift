import FacetIntrospect

extension ViewType: GTKIntrospectable {
    /// Any backing widget.
    public static func backs(_ widget: GTKWidget) -> Bool { true }
}
