import FacetIntrospect
import FacetUI

extension GaugeType: GTKIntrospectable {
    /// The indicator of a `Gauge`: a `GtkLevelBar` (capacity bars) or the `GtkDrawingArea`
    /// the other styles are drawn in.
    public static func backs(_ widget: GTKWidget) -> Bool {
        widget.content is GaugeContent
    }
}
