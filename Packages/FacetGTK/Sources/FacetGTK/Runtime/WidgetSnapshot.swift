import CGTK
import Foundation

/// A widget rendered to pixels by GTK's own renderer (`gtk_widget_paintable_new` →
/// `gsk_renderer_render_texture`), for screenshots and tests.
///
/// ```swift
/// let image = try WidgetSnapshot(of: backend.rootFrame)
/// try image.savePNG(to: "window.png")
/// ```
@MainActor
public final class WidgetSnapshot {
    /// Why a widget could not be rendered.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// The widget has no size yet (not shown, or its first frame is not laid out).
        case notLaidOut
        /// The widget is not in a window with a renderer.
        case notInAWindow
        /// GTK drew nothing.
        case nothingDrawn
        /// The PNG file could not be written.
        case cannotWrite(String)

        public var description: String {
            switch self {
            case .notLaidOut: "the widget has no size yet: show its window and let a frame be laid out"
            case .notInAWindow: "the widget is not in a realized window"
            case .nothingDrawn: "GTK drew nothing for the widget"
            case .cannotWrite(let path): "cannot write a PNG to \(path)"
            }
        }
    }

    /// The width and height in pixels.
    public let width: Int
    public let height: Int
    private let texture: OpaquePointer

    /// Renders `widget` as it is now.
    public init(of widget: UnsafeMutablePointer<GtkWidget>) throws {
        let width = gtk_widget_get_width(widget)
        let height = gtk_widget_get_height(widget)
        guard width > 0, height > 0 else { throw Failure.notLaidOut }
        guard let native = gtk_widget_get_native(widget), let renderer = gtk_native_get_renderer(native)
        else {
            throw Failure.notInAWindow
        }
        let paintable = gtk_widget_paintable_new(widget)
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let snapshot = gtk_snapshot_new()
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { throw Failure.nothingDrawn }
        defer { gsk_render_node_unref(node) }
        var bounds = graphene_rect_t()
        graphene_rect_init(&bounds, 0, 0, Float(width), Float(height))
        guard let texture = gsk_renderer_render_texture(renderer, node, &bounds) else {
            throw Failure.nothingDrawn
        }
        self.texture = texture
        self.width = Int(width)
        self.height = Int(height)
    }

    /// Renders `widget` once it is at least `size` (a first frame can be laid out smaller)
    /// and its pixels have stayed the same for 50 ms (a child whose allocation or drawing
    /// is still pending would otherwise be caught half done), running GLib meanwhile and
    /// calling `update` before each try; `nil` if that does not happen within 5 seconds.
    public static func settled(
        _ widget: @autoclosure () -> UnsafeMutablePointer<GtkWidget>, atLeast size: CGSize,
        update: () -> Void = {}
    ) -> WidgetSnapshot? {
        var image: WidgetSnapshot?
        var previous: (pixels: [UInt32], since: Date)?
        _ = GTK.run(until: {
            update()
            let root = widget()
            guard gtk_widget_get_width(root) >= Int32(size.width),
                gtk_widget_get_height(root) >= Int32(size.height),
                let render = try? WidgetSnapshot(of: root)
            else { return false }
            guard let stable = previous, stable.pixels == render.pixels else {
                previous = (render.pixels, Date())
                return false
            }
            guard Date().timeIntervalSince(stable.since) >= 0.05 else { return false }
            image = render
            return true
        })
        return image
    }

    isolated deinit { g_object_unref(UnsafeMutableRawPointer(texture)) }

    /// Writes the image as a PNG file.
    public func savePNG(to path: String) throws {
        guard gdk_texture_save_to_png(texture, path) != 0 else { throw Failure.cannotWrite(path) }
    }

    /// The pixels as 32-bit values (premultiplied ARGB in native byte order, as
    /// `gdk_texture_download` gives them), row by row.
    public var pixels: [UInt32] {
        var pixels = [UInt32](repeating: 0, count: width * height)
        pixels.withUnsafeMutableBytes { buffer in
            gdk_texture_download(
                texture, buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), gsize(width * 4))
        }
        return pixels
    }

    /// How many different colours the image has (1 for a blank image).
    public var distinctColorCount: Int { Set(pixels).count }
}
