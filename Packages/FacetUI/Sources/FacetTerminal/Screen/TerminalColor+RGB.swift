extension TerminalColor {
    /// The colour's red, green and blue components: 24-bit colours as they are, palette
    /// entries as xterm's default palette shows them, `nil` for the terminal's own default
    /// colour (which only the terminal knows).
    public var rgb: (red: UInt8, green: UInt8, blue: UInt8)? {
        switch self {
        case .default:
            return nil
        case .rgb(let r, let g, let b):
            return (r, g, b)
        case .indexed(let index):
            switch Int(index) {
            case 0..<16:
                let (r, g, b) = Self.standardColors[Int(index)]
                return (UInt8(r), UInt8(g), UInt8(b))
            case 16..<232:
                let cube = Int(index) - 16
                let levels = Self.cubeLevels
                return (UInt8(levels[cube / 36]), UInt8(levels[(cube / 6) % 6]), UInt8(levels[cube % 6]))
            default:
                let level = UInt8(8 + 10 * (Int(index) - 232))
                return (level, level, level)
            }
        }
    }

    /// xterm's default values of palette entries 0–15.
    private static let standardColors: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
        (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
        (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]
}
