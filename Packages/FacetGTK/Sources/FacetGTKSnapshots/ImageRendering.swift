import CGTK
import FacetGTK
import FacetInspector
import FacetUI
import Foundation

extension SnapshotImage {
    /// Why image snapshots cannot be taken here (no GTK display), or `nil` when they can.
    @MainActor
    public static var unavailableReason: String? {
        // Accessibility needs a session bus, which test machines lack: GTK would warn.
        setenv("GTK_A11Y", "none", 0)
        // The same pixels whatever ran before: GSK's cairo renderer draws every pixel from
        // the widgets (the GL one, Mesa's software GL under Xvfb, differs and was seen to
        // reuse another window's textures).
        setenv("GSK_RENDERER", "cairo", 0)
        return GTK.unavailableReason.map { "image snapshots need GTK 4 and a display: \($0)" }
    }

    /// `view` drawn by the GTK backend in a window of `width` × `height` pixels, with the
    /// theme and font pinned (see ``pinAppearance()``). It throws `SnapshotUnavailable` where
    /// GTK cannot open a display, which `assertSnapshot` reports as a skipped snapshot.
    @MainActor
    public static func render<V: FacetUI.View>(_ view: V, width: Int, height: Int) throws -> SnapshotImage {
        if let reason = unavailableReason { throw SnapshotUnavailable(reason: reason) }
        guard width > 0, height > 0 else {
            throw InspectionError.notSupported(
                "An image snapshot needs a size of at least 1 × 1 pixels, not \(width) × \(height)")
        }
        pinAppearance()
        let size = CGSize(width: width, height: height)
        let backend = GTKBackend(windowSize: size)
        let graph = ViewGraph(rootView: view, backend: backend, size: size)
        graph.flush()
        backend.presentWindow(title: "Facet snapshot")
        let snapshot = WidgetSnapshot.settled(backend.rootFrame, atLeast: size) { graph.flush() }
        let rendered = snapshot != nil
        guard rendered, let snapshot else {
            throw InspectionError.notSupported(
                "GTK did not draw a \(width) × \(height) window within 5 seconds")
        }
        return SnapshotImage(
            width: snapshot.width, height: snapshot.height, premultipliedARGB: snapshot.pixels)
    }

    /// Sets the GTK settings that decide how a window looks to fixed values, so that an
    /// image recorded on one machine matches on another: the Adwaita theme in its light
    /// variant, DejaVu Sans 10 (Debian's `fonts-dejavu-core`), slight hinting, greyscale
    /// antialiasing. Image snapshots call it before drawing; it changes the settings of
    /// the whole process.
    @MainActor
    public static func pinAppearance() {
        guard let settings = gtk_settings_get_default() else { return }
        let object = UnsafeMutableRawPointer(settings)
        facet_set_string_property(object, "gtk-theme-name", "Adwaita")
        facet_set_bool_property(object, "gtk-application-prefer-dark-theme", 0)
        facet_set_string_property(object, "gtk-font-name", "DejaVu Sans 10")
        facet_set_string_property(object, "gtk-xft-hintstyle", "hintslight")
        facet_set_string_property(object, "gtk-xft-rgba", "none")
    }
}
