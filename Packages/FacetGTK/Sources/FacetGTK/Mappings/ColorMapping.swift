import FacetUI

/// FacetUI colours as GTK draws them.
enum ColorMapping {
    /// GNOME's accent blue, used for `Color.accentColor`.
    static let accent = (red: 0.208, green: 0.518, blue: 0.894, opacity: 1.0)

    /// The colour's components, or `nil` for the theme's foreground (`.primary`).
    static func components(_ color: Color) -> (red: Double, green: Double, blue: Double, opacity: Double)? {
        switch color.storage {
        case .rgba(let red, let green, let blue, let opacity): (red, green, blue, opacity)
        case .primary: nil
        case .secondary: (0.5, 0.5, 0.5, 1)
        case .accent: accent
        }
    }

    /// `#rrggbb`, or `nil` for the theme's colour.
    static func hex(_ color: Color) -> String? {
        guard let (red, green, blue, _) = components(color) else { return nil }
        func byte(_ value: Double) -> String {
            let clamped = Int((min(max(value, 0), 1) * 255).rounded())
            let hex = String(clamped, radix: 16)
            return hex.count == 1 ? "0" + hex : hex
        }
        return "#\(byte(red))\(byte(green))\(byte(blue))"
    }

    /// A Pango markup `foreground` (and `alpha`) attribute, or `nil` for the theme's colour.
    static func markupColor(_ color: Color) -> String? {
        guard let hex = hex(color), let opacity = components(color)?.opacity else { return nil }
        var markup = "foreground=\"\(hex)\""
        if opacity < 1 { markup += " alpha=\"\(Int((max(opacity, 0.01) * 100).rounded()))%\"" }
        return markup
    }
}
