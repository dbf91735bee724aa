import CGTK
import Testing

/// The event controller of GTK type `typeName` (`"GtkGestureClick"`) on `widget`, for a test
/// to emit the signals GTK would.
@MainActor
func controller(_ typeName: String, of widget: UnsafeMutablePointer<GtkWidget>) throws
    -> UnsafeMutableRawPointer
{
    let list = gtk_widget_observe_controllers(widget)!
    defer { g_object_unref(UnsafeMutableRawPointer(list)) }
    for index in 0..<g_list_model_get_n_items(list) {
        let item = g_list_model_get_item(list, index)!
        g_object_unref(item)  // the widget keeps the controller alive
        if String(cString: facet_type_name(item)) == typeName { return item }
    }
    Issue.record("no \(typeName) on the widget")
    throw CancellationError()
}
