import FacetIntrospect
import FacetUI

extension AlertType: GTKIntrospectable {
    /// An alert's content frame; its ``GTKWidget/window`` is the modal `GtkWindow`.
    public static func backs(_ widget: GTKWidget) -> Bool {
        (widget.content as? ModalContent)?.presentation == .alert
    }
}
