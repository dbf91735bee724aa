import FacetIntrospect

extension PickerWithMenuStyleType: GTKIntrospectable {
    /// The `GtkDropDown` of a menu-style `Picker`.
    public static func backs(_ widget: GTKWidget) -> Bool { widget.isA("GtkDropDown") }
}
