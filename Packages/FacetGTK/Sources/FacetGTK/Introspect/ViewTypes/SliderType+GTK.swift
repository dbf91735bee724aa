import FacetIntrospect
import FacetUI

extension SliderType: GTKIntrospectable {
    /// The `GtkScale` of a `Slider`.
    public static func backs(_ widget: GTKWidget) -> Bool { widget.content is SliderContent }
}
