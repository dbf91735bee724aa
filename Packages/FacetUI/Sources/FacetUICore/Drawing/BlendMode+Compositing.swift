import Foundation

@_spi(Backend)
extension BlendMode {
    /// The colour that `source` blended over an opaque `backdrop` with this mode gives, with
    /// components in 0…1, as the W3C Compositing and Blending specification defines the
    /// modes (SwiftUI's follow it); `nil` when the result is transparent (`destinationOut`).
    /// For backends that cannot blend natively.
    public func blend(_ source: (Double, Double, Double), over backdrop: (Double, Double, Double)) -> (
        Double, Double, Double
    )? {
        let s = [source.0, source.1, source.2]
        let b = [backdrop.0, backdrop.1, backdrop.2]
        func each(_ f: (Double, Double) -> Double) -> (Double, Double, Double) {
            (f(s[0], b[0]), f(s[1], b[1]), f(s[2], b[2]))
        }
        switch self {
        case .normal, .sourceAtop: return source
        case .destinationOver: return backdrop
        case .destinationOut: return nil
        case .multiply: return each { $0 * $1 }
        case .screen: return each { $0 + $1 - $0 * $1 }
        case .overlay: return each { Self.hardLight($1, $0) }
        case .darken: return each(min)
        case .lighten: return each(max)
        case .colorDodge:
            return each { s, b in b == 0 ? 0 : s >= 1 ? 1 : min(1, b / (1 - s)) }
        case .colorBurn:
            return each { s, b in b >= 1 ? 1 : s <= 0 ? 0 : 1 - min(1, (1 - b) / s) }
        case .softLight: return each(Self.softLight)
        case .hardLight: return each(Self.hardLight)
        case .difference: return each { abs($0 - $1) }
        case .exclusion: return each { $0 + $1 - 2 * $0 * $1 }
        case .plusDarker: return each { max(0, $0 + $1 - 1) }
        case .plusLighter: return each { min(1, $0 + $1) }
        case .hue: return Self.tuple(Self.setLum(Self.setSat(s, Self.sat(b)), Self.lum(b)))
        case .saturation: return Self.tuple(Self.setLum(Self.setSat(b, Self.sat(s)), Self.lum(b)))
        case .color: return Self.tuple(Self.setLum(s, Self.lum(b)))
        case .luminosity: return Self.tuple(Self.setLum(b, Self.lum(s)))
        }
    }

    private static func hardLight(_ s: Double, _ b: Double) -> Double {
        s <= 0.5 ? b * 2 * s : b + (2 * s - 1) - b * (2 * s - 1)
    }

    private static func softLight(_ s: Double, _ b: Double) -> Double {
        if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
        let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
        return b + (2 * s - 1) * (d - b)
    }

    private static func tuple(_ c: [Double]) -> (Double, Double, Double) { (c[0], c[1], c[2]) }

    private static func lum(_ c: [Double]) -> Double { 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] }

    private static func clip(_ c: [Double]) -> [Double] {
        let l = lum(c)
        let (n, x) = (c.min()!, c.max()!)
        var c = c
        if n < 0 { c = c.map { l + ($0 - l) * l / (l - n) } }
        if x > 1 { c = c.map { l + ($0 - l) * (1 - l) / (x - l) } }
        return c
    }

    private static func setLum(_ c: [Double], _ l: Double) -> [Double] {
        let d = l - lum(c)
        return clip(c.map { $0 + d })
    }

    private static func sat(_ c: [Double]) -> Double { c.max()! - c.min()! }

    private static func setSat(_ c: [Double], _ s: Double) -> [Double] {
        let (n, x) = (c.min()!, c.max()!)
        guard x > n else { return [0, 0, 0] }
        return c.map { ($0 - n) * s / (x - n) }
    }
}
