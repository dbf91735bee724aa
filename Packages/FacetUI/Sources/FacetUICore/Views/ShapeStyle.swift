/// A colour or pattern to use when rendering a shape or text.
///
/// ```swift
/// Text("Warning").foregroundStyle(.orange)
/// Circle().fill(.blue)
/// ```
public protocol ShapeStyle: Sendable {
    /// The colour this style draws with in a character-cell or flat-colour backend (an SPI:
    /// SwiftUI styles resolve in an environment instead).
    @_spi(Backend) var flatColor: Color { get }
}

@_spi(Backend)
extension ShapeStyle {
    /// A style that names no colour draws in the primary colour (an SPI requirement needs a
    /// default).
    public var flatColor: Color { .primary }
}

extension Color: ShapeStyle {
    /// The colour itself.
    @_spi(Backend) public var flatColor: Color { self }
}

extension ShapeStyle where Self == Color {
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var clear: Color { Color.clear }
    public static var primary: Color { Color.primary }
    public static var secondary: Color { Color.secondary }
    public static var accentColor: Color { Color.accentColor }
}
