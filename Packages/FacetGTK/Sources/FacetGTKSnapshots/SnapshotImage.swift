import CGTK
import FacetGTK
import Foundation

/// An image snapshot: straight (not premultiplied) RGBA pixels, stored as PNG through GDK.
///
/// ```swift
/// let image = try SnapshotImage.render(ContentView(), width: 320, height: 200)
/// try image.pngData().write(to: url)
/// ```
public struct SnapshotImage: Equatable, Sendable {
    /// The width and height in pixels.
    public let width: Int
    public let height: Int
    /// Four bytes a pixel (red, green, blue, alpha), row by row.
    public let rgba: [UInt8]

    /// An image of `width` × `height` pixels from their RGBA bytes.
    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(rgba.count == width * height * 4, "an RGBA image has four bytes a pixel")
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The pixels GDK gives (premultiplied ARGB in native byte order), made straight RGBA.
    init(width: Int, height: Int, premultipliedARGB pixels: [UInt32]) {
        var rgba = [UInt8](repeating: 0, count: pixels.count * 4)
        for (index, pixel) in pixels.enumerated() {
            let alpha = Int(pixel >> 24)
            func straight(_ shift: UInt32) -> UInt8 {
                let value = Int((pixel >> shift) & 0xFF)
                return alpha == 0 ? 0 : UInt8(min(255, (value * 255 + alpha / 2) / alpha))
            }
            rgba[index * 4] = straight(16)
            rgba[index * 4 + 1] = straight(8)
            rgba[index * 4 + 2] = straight(0)
            rgba[index * 4 + 3] = UInt8(alpha)
        }
        self.init(width: width, height: height, rgba: rgba)
    }

    /// The image encoded as PNG by GDK (`gdk_texture_save_to_png_bytes`).
    @MainActor
    public func pngData() -> Data {
        let bytes = rgba.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        let texture = gdk_memory_texture_new(
            Int32(width), Int32(height), GDK_MEMORY_R8G8B8A8, bytes, gsize(width * 4))
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        guard let png = gdk_texture_save_to_png_bytes(texture) else { return Data() }
        defer { g_bytes_unref(png) }
        var size: gsize = 0
        guard let data = g_bytes_get_data(png, &size) else { return Data() }
        return Data(bytes: data, count: Int(size))
    }

    /// The image in PNG (or another format GDK reads) `data`, or `nil` when GDK cannot read it.
    @MainActor
    public init?(pngData data: Data) {
        guard !data.isEmpty else { return nil }
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        guard let texture = gdk_texture_new_from_bytes(bytes, nil) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        let width = Int(gdk_texture_get_width(texture))
        let height = Int(gdk_texture_get_height(texture))
        var pixels = [UInt32](repeating: 0, count: width * height)
        pixels.withUnsafeMutableBytes { buffer in
            gdk_texture_download(
                texture, buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), gsize(width * 4))
        }
        self.init(width: width, height: height, premultipliedARGB: pixels)
    }

    /// The red, green and blue of the pixel at `index`, composited over white.
    func color(at index: Int) -> (Double, Double, Double) {
        let alpha = Double(rgba[index * 4 + 3]) / 255
        func channel(_ offset: Int) -> Double {
            (Double(rgba[index * 4 + offset]) * alpha + 255 * (1 - alpha)) / 255
        }
        return (channel(0), channel(1), channel(2))
    }
}
