import FacetIntrospect
import FacetUI

extension TextFieldType: GTKIntrospectable {
    /// The `GtkEntry` of a `TextField` (never a secure field's).
    public static func backs(_ widget: GTKWidget) -> Bool {
        (widget.content as? TextFieldContent).map { !$0.isSecure } ?? false
    }
}
