import FacetIntrospect
import FacetUI

extension FullScreenCoverType: GTKIntrospectable {
    /// The full-screen cover's content frame; its GTKWidget/window is the modal `GtkWindow`.
    public static func backs(_ widget: GTKWidget) -> Bool {
        (widget.content as? ModalContent)?.presentation == .fullScreenCover
    }
}
