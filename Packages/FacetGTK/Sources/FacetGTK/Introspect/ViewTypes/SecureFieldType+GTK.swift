import FacetIntrospect
import FacetUI

extension SecureFieldType: GTKIntrospectable {
    /// The `GtkPasswordEntry` of a `SecureField`.
    public static func backs(_ widget: GTKWidget) -> Bool {
        (widget.content as? TextFieldContent)?.isSecure ?? false
    }
}
