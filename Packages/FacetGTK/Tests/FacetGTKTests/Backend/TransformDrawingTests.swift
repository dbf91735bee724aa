import CGTK
import FacetGTK
import FacetTestSupport
import FacetUI
import Foundation
import Testing

/// The geometry effects drawn by GSK's transform: pixels of the rendered window.
@MainActor @Suite(.gtkAvailable)
struct TransformDrawingTests {
    private let red: UInt32 = 0xFFFF_0000
    private let white: UInt32 = 0xFFFF_FFFF

    private func pixels(_ view: some View) throws -> [UInt32] {
        try GTKHost(
            ZStack(alignment: .topLeading) {
                Color.white
                view
            }, size: CGSize(width: 100, height: 100)
        ).renderWindow().pixels
    }

    private var square: some View { Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20) }

    @Test func scaleEffectGrowsTheDrawingAboutItsAnchor() throws {
        // 20 × 20 at the top-leading corner, doubled about its top-leading corner: 40 × 40.
        let image = try pixels(square.scaleEffect(2, anchor: .topLeading))
        #expect(image[35 * 100 + 35] == red)
        #expect(image[45 * 100 + 45] == white)
        // Doubled about its centre (10, 10): from −10 to 30.
        let centred = try pixels(square.scaleEffect(2))
        #expect(centred[25 * 100 + 25] == red)
        #expect(centred[35 * 100 + 35] == white)
    }

    @Test func rotationEffectTurnsTheDrawing() throws {
        // A 40 × 10 bar turned a quarter about its centre (20, 5) stands from x 15 to 25 and
        // y −15 to 25.
        let bar = Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 10)
        let image = try pixels(bar.rotationEffect(.degrees(90)))
        #expect(image[20 * 100 + 20] == red)
        #expect(image[5 * 100 + 35] == white)
    }

    @Test func transformEffectMovesTheDrawingButNotTheLayout() throws {
        let image = try pixels(square.transformEffect(CGAffineTransform(translationX: 50, y: 0)))
        #expect(image[10 * 100 + 10] == white)
        #expect(image[10 * 100 + 60] == red)
    }
}
