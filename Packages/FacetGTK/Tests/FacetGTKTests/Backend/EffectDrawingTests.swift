import CGTK
import FacetGTK
import FacetTestSupport
import FacetUI
import Foundation
import Testing

/// The graphical effects drawn by GSK: pixels of the rendered window (premultiplied ARGB).
@MainActor @Suite(.gtkAvailable)
struct EffectDrawingTests {
    private func pixels(_ view: some View, width: Int = 100, height: Int = 100) throws -> [UInt32] {
        try GTKHost(view, size: CGSize(width: width, height: height)).renderWindow().pixels
    }

    private func swatch(_ r: Double, _ g: Double, _ b: Double) -> some View {
        Color(red: r, green: g, blue: b).frame(width: 100, height: 100)
    }

    private func channels(_ pixel: UInt32) -> [Int] {
        [Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF)]
    }

    private func near(_ pixel: UInt32, _ expected: [Int], within tolerance: Int = 2) -> Bool {
        zip(channels(pixel), expected).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func colourEffectsGoThroughAColourMatrix() throws {
        #expect(try pixels(swatch(1, 0, 0).colorInvert())[50 * 100 + 50] == 0xFF00_FFFF)
        #expect(near(try pixels(swatch(1, 0, 0).grayscale(1))[50 * 100 + 50], [54, 54, 54]))
        #expect(near(try pixels(swatch(0.2, 0.2, 0.2).brightness(0.5))[50 * 100 + 50], [179, 179, 179]))
        #expect(near(try pixels(swatch(1, 0, 0).hueRotation(.degrees(180)))[50 * 100 + 50], [0, 109, 109]))
    }

    @Test func blurSpreadsTheDrawingBeyondItsEdge() throws {
        let image = try pixels(
            ZStack {
                Color.white
                Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 40).blur(radius: 6)
            })
        // The centre stays red; just outside the square is tinted; far away stays white.
        #expect(near(image[50 * 100 + 50], [255, 0, 0], within: 8))
        let outside = channels(image[50 * 100 + 73])
        #expect(outside[0] == 255 && outside[1] < 250 && outside[1] > 0)
        #expect(image[50 * 100 + 98] == 0xFFFF_FFFF)
    }

    @Test func shadowIsDrawnBehindAtItsOffset() throws {
        let image = try pixels(
            ZStack(alignment: .topLeading) {
                Color.white
                Color(red: 1, green: 0, blue: 0).frame(width: 30, height: 30)
                    .shadow(color: Color(white: 0, opacity: 0.5), radius: 0, x: 20, y: 20)
            })
        #expect(image[15 * 100 + 15] == 0xFFFF_0000)
        #expect(near(image[40 * 100 + 40], [128, 128, 128]))
        #expect(image[15 * 100 + 45] == 0xFFFF_FFFF)
    }

    @Test func blendModesBlendWithTheSiblingsBehind() throws {
        func blended(_ mode: BlendMode) throws -> UInt32 {
            try pixels(
                ZStack {
                    Color(red: 1, green: 1, blue: 0)
                    Color(red: 0, green: 1, blue: 1).blendMode(mode)
                })[50 * 100 + 50]
        }
        let results = try [BlendMode.multiply, .difference, .normal, .destinationOver].map(blended)
        #expect(results == [0xFF00_FF00, 0xFFFF_00FF, 0xFF00_FFFF, 0xFFFF_FF00])
    }

    @Test func clipsToRoundedShapesAndAnyPath() throws {
        let circle = try pixels(swatch(1, 0, 0).clipShape(Circle()))
        #expect(circle[50 * 100 + 50] == 0xFFFF_0000)
        #expect(circle[3 * 100 + 3] != 0xFFFF_0000)
        let rounded = try pixels(swatch(1, 0, 0).cornerRadius(20))
        #expect(rounded[1 * 100 + 1] != 0xFFFF_0000)
        #expect(rounded[1 * 100 + 50] == 0xFFFF_0000)
        // A custom outline: drawn offscreen and painted through a cairo clip.
        let triangle = try pixels(swatch(1, 0, 0).clipShape(Triangle()))
        #expect(triangle[80 * 100 + 50] == 0xFFFF_0000)
        #expect(triangle[10 * 100 + 10] != 0xFFFF_0000)
        #expect(triangle[10 * 100 + 90] != 0xFFFF_0000)
    }

    @Test func maskShowsTheViewThroughTheMasksAlpha() throws {
        let image = try pixels(
            ZStack {
                Color.white
                swatch(1, 0, 0).mask { Circle() }
            })
        #expect(image[50 * 100 + 50] == 0xFFFF_0000)
        #expect(image[3 * 100 + 3] == 0xFFFF_FFFF)
        let faded = try pixels(
            ZStack {
                Color.white
                swatch(1, 0, 0).mask { Color(white: 0, opacity: 0.5) }
            })
        #expect(near(faded[50 * 100 + 50], [255, 128, 128]))
    }

    @Test func screenshotOfEveryEffect() throws {
        let tile = Color(red: 0.2, green: 0.5, blue: 0.9).frame(width: 40, height: 40)
        let host = GTKHost(
            VStack(spacing: 8) {
                HStack(spacing: 8) {
                    tile.blur(radius: 3)
                    tile.grayscale(1)
                    tile.hueRotation(.degrees(90))
                    tile.colorInvert()
                }
                HStack(spacing: 8) {
                    tile.shadow(color: .black, radius: 4, x: 3, y: 3)
                    tile.clipShape(Circle())
                    tile.clipShape(Triangle())
                    tile.cornerRadius(10)
                    tile.mask { Text("Mask").bold() }
                }
            }.padding(10).background(Color.white), size: CGSize(width: 270, height: 120))
        let image = try screenshot(host, name: "effects")
        #expect(image.distinctColorCount > 20)
    }
}
