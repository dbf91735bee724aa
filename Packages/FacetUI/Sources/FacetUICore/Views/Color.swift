import Foundation

/// A representation of a color that adapts to a given context. As a view, a color fills
/// the space it is offered.
///
/// ```swift
/// Color.blue.frame(width: 4, height: 2)
/// Text("Alert").foregroundStyle(.red)
/// Color(red: 0.2, green: 0.4, blue: 0.6)
/// ```
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// How the colour is specified.
    public enum Storage: Hashable, Sendable {
        /// Explicit components, each 0...1.
        case rgba(red: Double, green: Double, blue: Double, opacity: Double)
        /// The context's primary (default foreground) colour.
        case primary
        /// The context's secondary (dimmed foreground) colour.
        case secondary
        /// The app's accent colour.
        case accent
    }

    /// The colour's specification; backends resolve it.
    public let storage: Storage
    /// The colour's name ("red") when it is a named one (for debugging and inspection
    /// tools).
    @_spi(Inspection) public let name: String?
    /// The components as they were given, in the colour space they were given in; `nil`
    /// for a colour the context resolves (`.primary`) and for an asset colour not found.
    @_spi(Inspection) public internal(set) var components: Components?
    /// The name of the colour set an asset catalog colour was created with
    /// (`Color("Brand")`), found or not.
    @_spi(Inspection) public internal(set) var assetName: String?

    init(_ storage: Storage, name: String? = nil) { (self.storage, self.name) = (storage, name) }

    /// The red, green, blue and opacity components of a colour, in a colour space.
    @_spi(Inspection) public struct Components: Hashable, Sendable {
        /// The colour space the components are in.
        public var colorSpace: RGBColorSpace
        /// The red component.
        public var red: Double
        /// The green component.
        public var green: Double
        /// The blue component.
        public var blue: Double
        /// The opacity, from 0 to 1.
        public var opacity: Double
    }

    /// Creates a constant color from red, green, and blue component values in a colour
    /// space (sRGB unless given).
    ///
    /// ```swift
    /// Color(red: 0.2, green: 0.4, blue: 0.6)
    /// Color(.sRGBLinear, red: 0.5, green: 0.5, blue: 0.5)
    /// ```
    public init(
        _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) {
        let (r, g, b) = colorSpace.sRGB(red, green, blue)
        self.init(.rgba(red: r, green: g, blue: b, opacity: opacity))
        components = Components(colorSpace: colorSpace, red: red, green: green, blue: blue, opacity: opacity)
    }

    /// Creates a constant grayscale color in a colour space (sRGB unless given).
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// Creates a constant colour from hue, saturation and brightness values, each 0...1,
    /// in sRGB (a hue of 1 is red again).
    ///
    /// ```swift
    /// Color(hue: 0.6, saturation: 0.5, brightness: 0.9)
    /// ```
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let sector = (hue - hue.rounded(.down)) * 6
        let fraction = sector - sector.rounded(.down)
        let (v, s) = (brightness, saturation)
        let (p, q, t) = (v * (1 - s), v * (1 - s * fraction), v * (1 - s * (1 - fraction)))
        let (red, green, blue): (Double, Double, Double) =
            switch Int(sector) % 6 {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// Returns this colour with a multiplied opacity.
    public func opacity(_ opacity: Double) -> Color {
        guard case .rgba(let r, let g, let b, let a) = storage else { return self }
        var faded = Color(.rgba(red: r, green: g, blue: b, opacity: a * opacity), name: name)
        faded.components = components.map {
            var components = $0
            components.opacity *= opacity
            return components
        }
        faded.assetName = assetName
        return faded
    }

    private static func named(_ name: String, _ r: Double, _ g: Double, _ b: Double) -> Color {
        var color = Color(.rgba(red: r / 255, green: g / 255, blue: b / 255, opacity: 1), name: name)
        color.components = Components(
            colorSpace: .sRGB, red: r / 255, green: g / 255, blue: b / 255, opacity: 1)
        return color
    }

    public static let black = named("black", 0, 0, 0)
    public static let white = named("white", 255, 255, 255)
    public static let gray = named("gray", 142, 142, 147)
    public static let red = named("red", 255, 59, 48)
    public static let orange = named("orange", 255, 149, 0)
    public static let yellow = named("yellow", 255, 204, 0)
    public static let green = named("green", 52, 199, 89)
    public static let mint = named("mint", 0, 199, 190)
    public static let teal = named("teal", 48, 176, 199)
    public static let cyan = named("cyan", 50, 173, 230)
    public static let blue = named("blue", 0, 122, 255)
    public static let indigo = named("indigo", 88, 86, 214)
    public static let purple = named("purple", 175, 82, 222)
    public static let pink = named("pink", 255, 45, 85)
    public static let brown = named("brown", 162, 132, 94)
    public static let clear: Color = {
        var clear = Color(.rgba(red: 0, green: 0, blue: 0, opacity: 0), name: "clear")
        clear.components = Components(colorSpace: .sRGB, red: 0, green: 0, blue: 0, opacity: 0)
        return clear
    }()
    public static let primary = Color(.primary, name: "primary")
    public static let secondary = Color(.secondary, name: "secondary")
    /// The app's accent colour.
    public static let accentColor = Color(.accent, name: "accentColor")

    public var description: String {
        if let name { return name }
        if let assetName { return "Color(\"\(assetName)\")" }
        guard case .rgba(let r, let g, let b, let a) = storage else { return "\(storage)" }
        return "Color(red: \(r), green: \(g), blue: \(b), opacity: \(a))"
    }
}

@_spi(Inspection)
extension Color {
    /// The components a resolved colour holds, as ViewInspector reads them from SwiftUI's:
    /// linear components for a colour given in sRGB or linear sRGB, the components as
    /// given for Display P3; `nil` for a colour the context resolves (`.primary`,
    /// `.accentColor`) and for an asset colour that was not found.
    public var resolvedComponents: (red: Double, green: Double, blue: Double, opacity: Double)? {
        guard let components else { return nil }
        let (r, g, b) = (components.red, components.green, components.blue)
        switch components.colorSpace {
        case .sRGB:
            typealias Space = RGBColorSpace
            return (Space.decode(r), Space.decode(g), Space.decode(b), components.opacity)
        case .sRGBLinear, .displayP3:
            return (r, g, b, components.opacity)
        }
    }
}

extension Color: View, PrimitiveView {
    public typealias Body = Never

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        ShapeNode(self, graph: graph, parent: parent, environment: environment) { color, _, frame in
            // A colour is drawn as a filled rectangle.
            ResolvedShape(
                path: Path(CGRect(origin: .zero, size: frame.size)), color: color, shapeName: "Rectangle")
        }
    }
}
