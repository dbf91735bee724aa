import Foundation
import Testing

@_spi(Backend) @testable import FacetUICore

/// Blend modes computed for backends that cannot blend, against the W3C formulas'
/// values.
@Suite struct BlendModeTests {
    private func blend(_ mode: BlendMode, _ s: (Double, Double, Double), _ b: (Double, Double, Double))
        -> [Double]?
    {
        mode.blend(s, over: b).map { [$0.0, $0.1, $0.2].map { ($0 * 1000).rounded() / 1000 } }
    }

    @Test func separableModes() {
        let s = (0.8, 0.4, 0.2)
        let b = (0.5, 0.5, 0.25)
        #expect(blend(.multiply, s, b) == [0.4, 0.2, 0.05])
        #expect(blend(.screen, s, b) == [0.9, 0.7, 0.4])
        #expect(blend(.darken, s, b) == [0.5, 0.4, 0.2])
        #expect(blend(.lighten, s, b) == [0.8, 0.5, 0.25])
        #expect(blend(.difference, s, b) == [0.3, 0.1, 0.05])
        #expect(blend(.exclusion, s, b) == [0.5, 0.5, 0.35])
        // overlay is hard light with the layers swapped: backdrop 0.5 gives 2·s·b… at the edge.
        #expect(blend(.overlay, s, b) == [0.8, 0.4, 0.1])
        #expect(blend(.hardLight, s, b) == [0.8, 0.4, 0.1])
        #expect(blend(.plusLighter, s, b) == [1, 0.9, 0.45])
        #expect(blend(.plusDarker, s, b) == [0.3, 0, 0])
        #expect(blend(.colorDodge, (0.5, 0, 1), (0.25, 0.5, 0.5)) == [0.5, 0.5, 1])
        #expect(blend(.colorBurn, (0.5, 1, 0), (0.75, 0.5, 0.5)) == [0.5, 0.5, 0])
        #expect(blend(.softLight, (0.25, 0.75, 0.5), (0.5, 0.5, 0.1)) == [0.375, 0.604, 0.1])
    }

    @Test func nonSeparableModesKeepLuminosityOrHue() {
        let red = (1.0, 0.0, 0.0)
        let grey = (0.5, 0.5, 0.5)
        // A grey backdrop has no saturation: hue and saturation modes give grey.
        #expect(blend(.hue, red, grey) == [0.5, 0.5, 0.5])
        #expect(blend(.saturation, red, grey) == [0.5, 0.5, 0.5])
        // colour: the source's hue and saturation at the backdrop's luminosity (0.5).
        let colored = blend(.color, red, grey)!
        #expect(abs(0.3 * colored[0] + 0.59 * colored[1] + 0.11 * colored[2] - 0.5) < 0.002)
        #expect(colored[0] > colored[1] && colored[1] == colored[2])
        #expect(blend(.luminosity, grey, red) == blend(.color, red, grey))
    }

    @Test func compositingModes() {
        #expect(blend(.normal, (0.1, 0.2, 0.3), (1, 1, 1)) == [0.1, 0.2, 0.3])
        #expect(blend(.sourceAtop, (0.1, 0.2, 0.3), (1, 1, 1)) == [0.1, 0.2, 0.3])
        #expect(blend(.destinationOver, (0.1, 0.2, 0.3), (1, 1, 1)) == [1, 1, 1])
        #expect(blend(.destinationOut, (0.1, 0.2, 0.3), (1, 1, 1)) == nil)
    }
}
