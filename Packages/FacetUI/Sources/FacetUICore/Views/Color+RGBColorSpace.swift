import Foundation

extension Color {
    /// A profile that says how a colour's red, green and blue components map to colours.
    ///
    /// ```swift
    /// Color(.displayP3, red: 1, green: 0.2, blue: 0.1)
    /// ```
    public enum RGBColorSpace: Hashable, Sendable {
        /// The standard sRGB colour space (gamma-encoded components).
        case sRGB
        /// sRGB primaries with linear components.
        case sRGBLinear
        /// The Display P3 colour space (sRGB's transfer curve, wider primaries).
        case displayP3

        /// The components expressed as gamma-encoded sRGB (colours outside sRGB clamped
        /// to 0…1), as Facet stores colours.
        func sRGB(_ red: Double, _ green: Double, _ blue: Double) -> (Double, Double, Double) {
            switch self {
            case .sRGB:
                return (red, green, blue)
            case .sRGBLinear:
                return (Self.encode(red), Self.encode(green), Self.encode(blue))
            case .displayP3:
                // Linear Display P3 to linear sRGB (both D65).
                let (r, g, b) = (Self.decode(red), Self.decode(green), Self.decode(blue))
                let lr = 1.2249 * r - 0.2247 * g + 0.0000 * b
                let lg = -0.0420 * r + 1.0419 * g + 0.0000 * b
                let lb = -0.0197 * r - 0.0786 * g + 1.0979 * b
                return (Self.encode(lr), Self.encode(lg), Self.encode(lb))
            }
        }

        /// sRGB's transfer function: a linear component to its encoded value.
        static func encode(_ linear: Double) -> Double {
            let c = min(1, max(0, linear))
            return c <= 0.003_130_8 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
        }

        /// sRGB's inverse transfer function: an encoded component to its linear value.
        static func decode(_ encoded: Double) -> Double {
            let c = min(1, max(0, encoded))
            return c <= 0.040_45 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
    }
}
