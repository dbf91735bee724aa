import CGTK
import FacetGTK
import FacetTestSupport
import FacetUI
import Foundation
import Testing

/// A `Canvas` in a GTK window: its renderer's commands (symbols and pictures included)
/// replayed with cairo, read back as the window's pixels.
@MainActor @Suite(.gtkAvailable)
struct CanvasDrawingTests {
    private let red: UInt32 = 0xFFFF_3B30
    private let blue: UInt32 = 0xFF00_7AFF
    private let pureRed: UInt32 = 0xFFFF_0000
    private let pureBlue: UInt32 = 0xFF00_00FF

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

    @Test func aSymbolIsDrawnWhereTheRendererPlacesIt() throws {
        let image = try pixels(
            Canvas { context, _ in
                guard let square = context.resolveSymbol(id: "square") else { return }
                context.draw(square, at: CGPoint(x: 10, y: 10), anchor: .topLeading)
                context.draw(square, in: CGRect(x: 50, y: 50, width: 40, height: 40))
            } symbols: {
                Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20).tag("square")
            }
            .frame(width: 100, height: 100), width: 100, height: 100)
        #expect(image[20 * 100 + 20] == pureRed)
        #expect(image[70 * 100 + 70] == pureRed)
        #expect(image[40 * 100 + 40] != pureRed)
    }

    /// A bundle holding `pair.png`, two pixels wide: red, then blue.
    private static func picture() throws -> Bundle {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "facet-canvas-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let png = try #require(
            Data(
                base64Encoded:
                    "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAADklEQVR4nGP4z8AAQv8BD/kD/YURmXYAAAAASUVORK5CYII="
            ))
        try png.write(to: directory.appendingPathComponent("pair.png"))
        return try #require(Bundle(path: directory.path))
    }

    @Test func aPictureIsResampledWithItsInterpolation() throws {
        let bundle = try Self.picture()
        func row(_ interpolation: Image.Interpolation) throws -> [UInt32] {
            let image = try pixels(
                Canvas { context, _ in
                    context.draw(
                        Image("pair", bundle: bundle).interpolation(interpolation),
                        in: CGRect(x: 0, y: 0, width: 100, height: 10))
                }
                .frame(width: 100, height: 10), width: 100, height: 10)
            return Array(image[(5 * 100)..<(6 * 100)])
        }
        // Without interpolation each source pixel is repeated: a sharp edge in the middle.
        let sharp = try row(.none)
        #expect(
            sharp[10] == pureRed && sharp[45] == pureRed && sharp[55] == pureBlue && sharp[90] == pureBlue)
        // With it, the middle blends the two.
        let smooth = try row(.high)
        #expect(smooth[10] == pureRed && smooth[90] == pureBlue)
        #expect(smooth[50] != pureRed && smooth[50] != pureBlue)
    }
}
