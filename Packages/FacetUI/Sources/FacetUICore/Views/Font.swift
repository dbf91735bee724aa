import Foundation

/// An environment-dependent font.
///
/// ```swift
/// Text("Title").font(.title)
/// Text("Code").font(.system(size: 12, design: .monospaced).weight(.bold))
/// ```
public struct Font: Hashable, Sendable {
    /// A text style (`.body`, `.title`, …) or an explicit size.
    public enum TextStyle: String, CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption,
            caption2
    }

    /// A font weight.
    public struct Weight: Hashable, Sendable {
        let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    /// A font design.
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    // SwiftUI's `Font` is opaque; its resolved fields are an SPI for backends (FacetGTK draws
    // them) and tools (FacetInspector reads them with ViewInspector's `size()`, `weight()`…).

    /// The text style, when the font is one.
    @_spi(Backend) @_spi(Inspection) public internal(set) var textStyle: TextStyle?
    /// The point size (a text style's default size for a text-style font).
    @_spi(Backend) @_spi(Inspection) public internal(set) var pointSize: Double
    /// The weight.
    @_spi(Backend) @_spi(Inspection) public internal(set) var resolvedWeight: Weight
    /// The design.
    @_spi(Backend) @_spi(Inspection) public internal(set) var resolvedDesign: Design
    /// Whether the font is italic.
    @_spi(Backend) @_spi(Inspection) public internal(set) var isItalic = false
    /// The family of a custom font (`.custom("Avenir", size: 15)`); `nil` for a system font.
    @_spi(Backend) @_spi(Inspection) public internal(set) var customName: String?
    /// The text style a custom font's size is relative to (`.body` unless one is given),
    /// `nil` for a system font or a fixed-size custom one.
    @_spi(Backend) @_spi(Inspection) public internal(set) var customRelativeStyle: TextStyle?

    private init(style: TextStyle?, size: Double, weight: Weight, design: Design = .default) {
        (textStyle, pointSize, resolvedWeight, resolvedDesign) = (style, size, weight, design)
    }

    public static let largeTitle = system(.largeTitle)
    public static let title = system(.title)
    public static let title2 = system(.title2)
    public static let title3 = system(.title3)
    public static let headline = system(.headline)
    public static let subheadline = system(.subheadline)
    public static let body = system(.body)
    public static let callout = system(.callout)
    public static let footnote = system(.footnote)
    public static let caption = system(.caption)
    public static let caption2 = system(.caption2)

    /// A system font with a size, weight and design.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(style: nil, size: Double(size), weight: weight ?? .regular, design: design ?? .default)
    }

    /// A system font for a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(
            style: style, size: defaultSize(of: style),
            weight: weight ?? (style == .headline ? .semibold : .regular),
            design: design ?? .default)
    }

    private static func defaultSize(of style: TextStyle) -> Double {
        switch style {
        case .largeTitle: 34
        case .title: 28
        case .title2: 22
        case .title3: 20
        case .headline, .body: 17
        case .subheadline: 15
        case .callout: 16
        case .footnote: 13
        case .caption: 12
        case .caption2: 11
        }
    }

    /// This font with a weight.
    public func weight(_ weight: Weight) -> Font { with { $0.resolvedWeight = weight } }
    /// This font, bold.
    public func bold() -> Font { weight(.bold) }
    /// This font, italic.
    public func italic() -> Font { with { $0.isItalic = true } }
    /// This font with a monospaced design.
    public func monospaced() -> Font { with { $0.resolvedDesign = .monospaced } }
    /// This font in `design` (`fontDesign(_:)` on a view or a text).
    func design(_ design: Design) -> Font { with { $0.resolvedDesign = design } }

    private func with(_ change: (inout Font) -> Void) -> Font {
        var copy = self
        change(&copy)
        return copy
    }
}
