/// A colour a terminal can display.
///
/// Colours are stored as the application asked for them; the renderer converts 24-bit colours to the
/// 256-colour palette (``toPalette256()``) when the terminal does not support truecolor.
public enum TerminalColor: Hashable, Sendable {
    /// The terminal's own default foreground or background colour.
    case `default`
    /// An entry of the 256-colour palette: 0–7 standard, 8–15 bright, 16–231 a 6×6×6 colour cube,
    /// 232–255 a grey ramp.
    case indexed(UInt8)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)

    /// Palette entry 0.
    public static let black = TerminalColor.indexed(0)
    /// Palette entry 1.
    public static let red = TerminalColor.indexed(1)
    /// Palette entry 2.
    public static let green = TerminalColor.indexed(2)
    /// Palette entry 3.
    public static let yellow = TerminalColor.indexed(3)
    /// Palette entry 4.
    public static let blue = TerminalColor.indexed(4)
    /// Palette entry 5.
    public static let magenta = TerminalColor.indexed(5)
    /// Palette entry 6.
    public static let cyan = TerminalColor.indexed(6)
    /// Palette entry 7.
    public static let white = TerminalColor.indexed(7)
    /// Palette entry 8 (bright black).
    public static let gray = TerminalColor.indexed(8)
    /// Palette entry 9.
    public static let brightRed = TerminalColor.indexed(9)
    /// Palette entry 10.
    public static let brightGreen = TerminalColor.indexed(10)
    /// Palette entry 11.
    public static let brightYellow = TerminalColor.indexed(11)
    /// Palette entry 12.
    public static let brightBlue = TerminalColor.indexed(12)
    /// Palette entry 13.
    public static let brightMagenta = TerminalColor.indexed(13)
    /// Palette entry 14.
    public static let brightCyan = TerminalColor.indexed(14)
    /// Palette entry 15.
    public static let brightWhite = TerminalColor.indexed(15)

    /// The six intensity levels of the xterm colour cube (entries 16–231).
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The same colour expressed with the 256-colour palette.
    ///
    /// `.default` and `.indexed` are returned unchanged. A 24-bit colour maps to the nearest entry
    /// (squared RGB distance) among the 6×6×6 cube and the 24-step grey ramp; entries 0–15 are
    /// never chosen because terminals theme them freely.
    public func toPalette256() -> TerminalColor {
        guard case .rgb(let r, let g, let b) = self else { return self }
        return .indexed(Self.nearestPaletteIndex(red: Int(r), green: Int(g), blue: Int(b)))
    }

    static func nearestPaletteIndex(red: Int, green: Int, blue: Int) -> UInt8 {
        func nearestLevel(_ value: Int) -> Int {
            var best = 0
            for (index, level) in cubeLevels.enumerated()
            where abs(level - value) < abs(cubeLevels[best] - value) {
                best = index
            }
            return best
        }
        func distance(_ r: Int, _ g: Int, _ b: Int) -> Int {
            (r - red) * (r - red) + (g - green) * (g - green) + (b - blue) * (b - blue)
        }
        let (ri, gi, bi) = (nearestLevel(red), nearestLevel(green), nearestLevel(blue))
        let cubeIndex = 16 + 36 * ri + 6 * gi + bi
        let cubeDistance = distance(cubeLevels[ri], cubeLevels[gi], cubeLevels[bi])
        // Grey ramp: 232 + n has the value 8 + 10n.
        let average = (red + green + blue) / 3
        let greyStep = min(23, max(0, (average - 3) / 10))
        let greyValue = 8 + 10 * greyStep
        let greyDistance = distance(greyValue, greyValue, greyValue)
        return UInt8(greyDistance < cubeDistance ? 232 + greyStep : cubeIndex)
    }
}
