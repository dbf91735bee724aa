import Foundation
import Testing

@_spi(Backend) @testable import FacetUICore

@Suite struct ColorMatrixTests {
    private func rounded(_ c: (Double, Double, Double, Double)) -> [Double] {
        [c.0, c.1, c.2, c.3].map { ($0 * 1000).rounded() / 1000 }
    }

    @Test func identityAndComposition() {
        #expect(rounded(ColorMatrix().apply(to: (0.1, 0.2, 0.3, 0.4))) == [0.1, 0.2, 0.3, 0.4])
        // brightness then invert: 0.2 + 0.3 = 0.5, then 1 - 0.5.
        let both = ColorMatrix.brightness(0.3).followed(by: .colorInvert)
        #expect(rounded(both.apply(to: (0.2, 0.6, 0, 1))) == [0.5, 0.1, 0.7, 1])
        #expect(ColorMatrix.brightness(0).followed(by: ColorMatrix()) == ColorMatrix.brightness(0))
    }

    @Test func effectsAtTheirNeutralValuesChangeNothing() {
        let colour = (0.3, 0.6, 0.9, 1.0)
        for matrix in [
            ColorMatrix.brightness(0), .contrast(1), .saturation(1), .grayscale(0), .hueRotation(.zero),
            .colorMultiply((1, 1, 1, 1)),
        ] {
            #expect(rounded(matrix.apply(to: colour)) == rounded(colour))
        }
    }

    @Test func resultsAreClamped() {
        #expect(rounded(ColorMatrix.brightness(2).apply(to: (0.5, 0, 0, 1))) == [1, 1, 1, 1])
        #expect(rounded(ColorMatrix.contrast(-1).apply(to: (1, 0, 0.5, 1))) == [0, 1, 0.5, 1])
    }
}

@Suite struct RGBColorSpaceTests {
    @Test func linearComponentsAreEncodedAsSRGB() {
        guard case .rgba(let r, _, _, let a) = Color(.sRGBLinear, white: 0.5, opacity: 0.33).storage else {
            Issue.record("not rgba")
            return
        }
        #expect((r * 1000).rounded() == 735)
        #expect(a == 0.33)
        guard case .rgba(let pr, let pg, let pb, _) = Color(.displayP3, red: 1, green: 1, blue: 1).storage
        else {
            return
        }
        #expect([pr, pg, pb].map { ($0 * 100).rounded() } == [100, 100, 100])
        #expect(Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6) == Color(red: 0.2, green: 0.4, blue: 0.6))
    }
}
