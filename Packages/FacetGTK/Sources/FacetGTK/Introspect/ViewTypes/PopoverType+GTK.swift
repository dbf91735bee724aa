import FacetIntrospect
import FacetUI

extension PopoverType: GTKIntrospectable {
    /// The popover's content frame; its GTKWidget/window is the modal `GtkWindow`.
    public static func backs(_ widget: GTKWidget) -> Bool {
        (widget.content as? ModalContent)?.presentation == .popover
    }
}
