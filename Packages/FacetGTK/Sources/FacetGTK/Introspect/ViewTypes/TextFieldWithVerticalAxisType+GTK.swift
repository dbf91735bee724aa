import FacetIntrospect
import FacetUI

extension TextFieldWithVerticalAxisType: GTKIntrospectable {
    /// The `GtkEntry` of a `TextField` with the `.vertical` axis.
    public static func backs(_ widget: GTKWidget) -> Bool {
        (widget.content as? TextFieldContent).map { !$0.isSecure && $0.axis == .vertical } ?? false
    }
}
