import CGTK
import FacetGTK
import FacetTestSupport
import FacetUI
import Foundation
import Testing

/// Gradients as cairo paints them: the colour at chosen pixels, within cairo's rounding.
@MainActor @Suite(.gtkAvailable)
struct GradientDrawingTests {
    private let red = Color(red: 1, green: 0, blue: 0)
    private let blue = Color(red: 0, green: 0, blue: 1)

    /// The window's pixels (premultiplied ARGB, row by row) once `view` is drawn.
    private func pixels(_ view: some View, width: Int, height: Int) throws -> [UInt32] {
        try GTKHost(view, size: CGSize(width: width, height: height)).renderWindow().pixels
    }

    /// Whether `pixel` is opaque with red and blue within 3 of `red` × 255 and `blue` × 255.
    private func isRedBlue(_ pixel: UInt32, red: Double, blue: Double) -> Bool {
        let (alpha, r, g, b) = (
            pixel >> 24, Double((pixel >> 16) & 0xFF), (pixel >> 8) & 0xFF, Double(pixel & 0xFF)
        )
        return alpha == 0xFF && g == 0 && abs(r - red * 255) <= 3 && abs(b - blue * 255) <= 3
    }

    @Test func aLinearGradientView() throws {
        let image = try pixels(
            LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing), width: 100,
            height: 100)
        // A pixel's centre is half a pixel in: column 24 is at a quarter of the way less 0.005.
        #expect(isRedBlue(image[50 * 100 + 24], red: 0.755, blue: 0.245))
        #expect(isRedBlue(image[10 * 100 + 74], red: 0.255, blue: 0.745))
        #expect(isRedBlue(image[90 * 100 + 0], red: 0.995, blue: 0.005))
    }

    @Test func aRadialGradientFillingACircle() throws {
        let image = try pixels(
            Circle().fill(
                .radialGradient(colors: [red, blue], center: .center, startRadius: 0, endRadius: 40)),
            width: 100, height: 100)
        #expect(isRedBlue(image[50 * 100 + 50], red: 1 - 0.707 / 40, blue: 0.707 / 40))
        #expect(isRedBlue(image[50 * 100 + 70], red: 1 - 20.5 / 40, blue: 20.5 / 40))
        #expect(isRedBlue(image[50 * 100 + 92], red: 0, blue: 1))
        // Outside the circle nothing is painted.
        #expect(!isRedBlue(image[2 * 100 + 2], red: 0, blue: 1))
    }

    @Test func anAngularGradientInSectors() throws {
        let image = try pixels(
            AngularGradient(colors: [red, blue], center: .center), width: 100, height: 100)
        // Straight below the centre is a quarter turn; left of it half a turn.
        #expect(isRedBlue(image[90 * 100 + 50], red: 0.75, blue: 0.25))
        #expect(isRedBlue(image[50 * 100 + 10], red: 0.5, blue: 0.5))
        #expect(isRedBlue(image[10 * 100 + 50], red: 0.25, blue: 0.75))
    }

    @Test func anEllipticalGradientFillsTheRectangle() throws {
        let image = try pixels(
            EllipticalGradient(colors: [red, blue]).frame(width: 200, height: 100), width: 200, height: 100)
        // Half way to the edge across and down is the same colour.
        #expect(isRedBlue(image[50 * 200 + 150], red: 0.495, blue: 0.505))
        #expect(isRedBlue(image[75 * 200 + 100], red: 0.49, blue: 0.51))
    }
}
