import CGTK
import Foundation

/// The GTK library as FacetGTK uses it: initialised once, its version, and the main context
/// pumped by hand in tests.
@MainActor
public enum GTK {
    private static var initialisation: Bool?

    /// Initialises GTK once and returns whether a display is available. The answer is
    /// cached: after a failed `gtk_init_check`, a second call reports success and the next
    /// widget call crashes.
    public static func initialize() -> Bool {
        if let initialisation { return initialisation }
        let available = gtk_init_check() != 0
        initialisation = available
        return available
    }

    /// Why GTK cannot be used here, or `nil` when it can (for tests that skip).
    public static var unavailableReason: String? {
        if ProcessInfo.processInfo.environment["DISPLAY"] == nil
            && ProcessInfo.processInfo.environment["WAYLAND_DISPLAY"] == nil
        {
            return "no display (DISPLAY and WAYLAND_DISPLAY are unset): run the GTK tests under `xvfb-run -a`"
        }
        return initialize() ? nil : "gtk_init_check failed: GTK cannot open the display"
    }

    private static var installedStyles = false

    /// FacetGTK's own CSS, installed once for the default display: list rows exactly as tall
    /// as FacetUI lays them out (GTK's row padding would otherwise shift them off the
    /// content drawn over them), their separators drawn inside them; a list's delete buttons
    /// and drag handles as small as its rows.
    static func installStyles() {
        guard !installedStyles, let display = gdk_display_get_default() else { return }
        installedStyles = true
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(
            provider,
            """
            list.facet-list > row { padding: 0; min-height: 0; }
            list.facet-list > row.facet-separator { box-shadow: inset 0 -1px alpha(currentColor, 0.15); }
            button.facet-list-delete { min-width: 0; min-height: 0; padding: 0; -gtk-icon-size: 12px; }
            image.facet-list-drag-handle { -gtk-icon-size: 12px; opacity: 0.6; }
            """, -1)
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }

    /// The version of the GTK library loaded at run time.
    public static var version: (major: Int, minor: Int, micro: Int) {
        (Int(gtk_get_major_version()), Int(gtk_get_minor_version()), Int(gtk_get_micro_version()))
    }

    /// Runs the pending work of GLib's default main context (events, signals, layout) without
    /// waiting; returns after nothing is left.
    public static func processPendingEvents() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }

    /// Runs GLib's main context until `condition` holds or `timeout` seconds have passed;
    /// returns whether it held. For tests: frames, layout and snapshots need iterations.
    public static func run(until condition: () -> Bool, timeout: TimeInterval = 5) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() > deadline { return false }
            if g_main_context_iteration(nil, 0) == 0 { usleep(2000) }
        }
        return true
    }
}

/// The pointer of a GTK object as another of its C types (the C cast macros do not import).
@inline(__always)
func gtkCast<T>(_ pointer: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: T.self)
}

/// The pointer of a GTK object whose C type is opaque to Swift (`GtkEntry`, `GtkDropDown`).
@inline(__always)
func gtkCast(_ pointer: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer { OpaquePointer(pointer) }

/// The pointer of a GTK object as a widget.
@inline(__always)
func gtkWidget<T>(_ pointer: UnsafeMutablePointer<T>) -> UnsafeMutablePointer<GtkWidget> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GtkWidget.self)
}
