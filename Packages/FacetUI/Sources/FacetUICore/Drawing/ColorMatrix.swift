import Foundation

/// A 5 × 4 matrix that maps a colour's red, green, blue and alpha components (and a
/// constant 1) to new components: row `r` gives the new red as `r1·R + r2·G + r3·B + r4·A + r5`.
///
/// The colour effects (`brightness`, `contrast`, `saturation`, `grayscale`, `hueRotation`,
/// `colorInvert`, `colorMultiply`, `luminanceToAlpha`) are each one such matrix, applied to
/// the view's drawn pixels with straight (not premultiplied) components in 0...1.
///
/// ```swift
/// var halfRed = ColorMatrix()
/// halfRed.r1 = 0.5
/// ```
@frozen public struct ColorMatrix: Equatable {
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0

    /// The identity matrix.
    @inlinable public init() {}
}

extension ColorMatrix: Sendable {}

@_spi(Backend)
extension ColorMatrix {
    /// The matrix's rows, each `[c1, c2, c3, c4, c5]`, red first.
    public var rows: [[Float]] {
        [[r1, r2, r3, r4, r5], [g1, g2, g3, g4, g5], [b1, b2, b3, b4, b5], [a1, a2, a3, a4, a5]]
    }

    /// A matrix from four rows of five coefficients.
    init(rows: [[Float]]) {
        self.init()
        (r1, r2, r3, r4, r5) = (rows[0][0], rows[0][1], rows[0][2], rows[0][3], rows[0][4])
        (g1, g2, g3, g4, g5) = (rows[1][0], rows[1][1], rows[1][2], rows[1][3], rows[1][4])
        (b1, b2, b3, b4, b5) = (rows[2][0], rows[2][1], rows[2][2], rows[2][3], rows[2][4])
        (a1, a2, a3, a4, a5) = (rows[3][0], rows[3][1], rows[3][2], rows[3][3], rows[3][4])
    }

    /// The colour components `rgba` mapped by the matrix, each clamped to 0...1.
    public func apply(to rgba: (Double, Double, Double, Double)) -> (Double, Double, Double, Double) {
        let input = [rgba.0, rgba.1, rgba.2, rgba.3, 1]
        let out = rows.map { row in
            min(1, max(0, zip(row, input).reduce(0) { $0 + Double($1.0) * $1.1 }))
        }
        return (out[0], out[1], out[2], out[3])
    }

    /// The matrix that applies `self`, then `next`.
    public func followed(by next: ColorMatrix) -> ColorMatrix {
        let a = rows + [[0, 0, 0, 0, 1]]
        let b = next.rows
        return ColorMatrix(
            rows: b.map { row in
                (0..<5).map { column in (0..<5).reduce(Float(0)) { $0 + row[$1] * a[$1][column] } }
            })
    }
}

// The effects' matrices, as the CSS/SVG filter effects define them (which SwiftUI's follow).
extension ColorMatrix {
    private static func rgbRows(_ m: [[Float]], offset: Float = 0) -> ColorMatrix {
        ColorMatrix(rows: m.map { $0 + [0, offset] } + [[0, 0, 0, 1, 0]])
    }

    /// Adds `amount` to each colour component.
    static func brightness(_ amount: Double) -> ColorMatrix {
        rgbRows([[1, 0, 0], [0, 1, 0], [0, 0, 1]], offset: Float(amount))
    }

    /// Scales each component's distance from 0.5 by `amount`.
    static func contrast(_ amount: Double) -> ColorMatrix {
        let c = Float(amount)
        return rgbRows([[c, 0, 0], [0, c, 0], [0, 0, c]], offset: 0.5 * (1 - c))
    }

    /// Interpolates between the colour's luminance (0) and the colour itself (1).
    static func saturation(_ amount: Double) -> ColorMatrix {
        let s = Float(amount)
        return rgbRows([
            [0.2126 + 0.7874 * s, 0.7152 - 0.7152 * s, 0.0722 - 0.0722 * s],
            [0.2126 - 0.2126 * s, 0.7152 + 0.2848 * s, 0.0722 - 0.0722 * s],
            [0.2126 - 0.2126 * s, 0.7152 - 0.7152 * s, 0.0722 + 0.9278 * s],
        ])
    }

    /// Removes `amount` (0...1) of the colour, leaving its luminance.
    static func grayscale(_ amount: Double) -> ColorMatrix {
        saturation(1 - min(1, max(0, amount)))
    }

    /// Rotates the hue by `angle`, keeping luminance.
    static func hueRotation(_ angle: Angle) -> ColorMatrix {
        let (c, s) = (Float(cos(angle.radians)), Float(sin(angle.radians)))
        return rgbRows([
            [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928],
            [0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283],
            [0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072],
        ])
    }

    /// Replaces each component `c` by `1 - c`.
    static var colorInvert: ColorMatrix {
        rgbRows([[-1, 0, 0], [0, -1, 0], [0, 0, -1]], offset: 1)
    }

    /// Multiplies each component by the colour's (`red`, `green`, `blue`, `opacity`).
    static func colorMultiply(_ rgba: (Double, Double, Double, Double)) -> ColorMatrix {
        var m = ColorMatrix()
        (m.r1, m.g2, m.b3, m.a4) = (Float(rgba.0), Float(rgba.1), Float(rgba.2), Float(rgba.3))
        return m
    }

    /// Black, with the colour's luminance as its alpha.
    static var luminanceToAlpha: ColorMatrix {
        ColorMatrix(rows: [
            [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0.2125, 0.7154, 0.0721, 0, 0],
        ])
    }
}
