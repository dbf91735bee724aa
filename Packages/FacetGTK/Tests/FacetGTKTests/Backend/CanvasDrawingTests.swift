import CGTK
import FacetGTK
import FacetTestSupport
import FacetUI
import Foundation
import Testing

/// A `Canvas` in a GTK window: its renderer's commands replayed with cairo, read back as
/// the window's pixels.
@MainActor @Suite(.gtkAvailable)
struct CanvasDrawingTests {
    private let red: UInt32 = 0xFFFF_3B30
    private let blue: UInt32 = 0xFF00_7AFF

    private func pixels(_ view: some View, width: Int, height: Int) throws -> [UInt32] {
        try GTKHost(view, size: CGSize(width: width, height: height)).renderWindow().pixels
    }

    @Test func fillsStrokesAndTransformsAreDrawn() throws {
        let image = try pixels(
            Canvas { context, size in
                context.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 50)), with: .color(.red))
                var moved = context
                moved.translateBy(x: 50, y: 50)
                moved.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 50)), with: .color(.blue))
                context.stroke(
                    Path { $0.addLines([CGPoint(x: 0, y: 95), CGPoint(x: 50, y: 95)]) }, with: .color(.blue),
                    lineWidth: 6)
            }.frame(width: 100, height: 100), width: 100, height: 100)
        #expect(image[25 * 100 + 25] == red)
        #expect(image[75 * 100 + 75] == blue)
        // The ellipse's corner of its square is outside it.
        #expect(image[52 * 100 + 52] != blue)
        #expect(image[95 * 100 + 25] == blue)
        #expect(image[25 * 100 + 75] != red)
    }

    @Test func clipsAndOpacityApply() throws {
        let image = try pixels(
            Canvas { context, size in
                var clipped = context
                clipped.clip(to: Path(CGRect(x: 0, y: 0, width: 50, height: 100)))
                clipped.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
                var faded = context
                faded.opacity = 0.5
                faded.fill(Path(CGRect(x: 50, y: 0, width: 50, height: 100)), with: .color(.blue))
            }.frame(width: 100, height: 100), width: 100, height: 100)
        #expect(image[50 * 100 + 25] == red)
        let half = image[50 * 100 + 75]
        #expect(half != blue && half != red)
        // Half of blue's 0xFF over the window's dark background: about half of it, once.
        #expect((0x70...0x90).contains(half & 0xFF))
    }
}
