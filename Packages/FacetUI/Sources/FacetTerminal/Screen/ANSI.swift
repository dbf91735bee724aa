/// The escape sequences Facet sends to a terminal (ECMA-48 / xterm).
public enum ANSI {
    /// The Control Sequence Introducer, `ESC [`.
    public static let csi = "\u{1B}["
    /// Switches to the alternate screen buffer (xterm mode 1049).
    public static let enterAlternateScreen = "\u{1B}[?1049h"
    /// Returns to the normal screen buffer.
    public static let leaveAlternateScreen = "\u{1B}[?1049l"
    /// Hides the cursor.
    public static let hideCursor = "\u{1B}[?25l"
    /// Shows the cursor.
    public static let showCursor = "\u{1B}[?25h"
    /// Turns bracketed paste on (pasted text arrives between `ESC[200~` and `ESC[201~`).
    public static let enableBracketedPaste = "\u{1B}[?2004h"
    /// Turns bracketed paste off.
    public static let disableBracketedPaste = "\u{1B}[?2004l"
    /// Turns on mouse reporting of presses, releases, drags, wheel and any motion (for
    /// hover), in SGR encoding.
    public static let enableMouse = "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1003h\u{1B}[?1006h"
    /// Turns mouse reporting off.
    public static let disableMouse = "\u{1B}[?1006l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l"
    /// Clears the whole screen.
    public static let clearScreen = "\u{1B}[2J"
    /// Resets all colours and attributes.
    public static let resetAttributes = "\u{1B}[0m"

    /// Moves the cursor to a zero-based position (`ESC [ row ; column H`, one-based on the wire).
    public static func moveCursor(to point: CellPoint) -> String {
        if point.x == 0 && point.y == 0 { return "\u{1B}[H" }
        if point.x == 0 { return "\u{1B}[\(point.y + 1)H" }
        return "\u{1B}[\(point.y + 1);\(point.x + 1)H"
    }

    /// The SGR parameters that select a colour; `foreground` picks 3x/38 versus 4x/48.
    static func colorParameters(_ color: TerminalColor, foreground: Bool, mode: ColorMode) -> String {
        let resolved = mode == .trueColor ? color : color.toPalette256()
        switch resolved {
        case .default:
            return foreground ? "39" : "49"
        case .indexed(let index) where index < 8:
            return String((foreground ? 30 : 40) + Int(index))
        case .indexed(let index) where index < 16:
            return String((foreground ? 90 : 100) + Int(index) - 8)
        case .indexed(let index):
            return (foreground ? "38;5;" : "48;5;") + String(index)
        case .rgb(let r, let g, let b):
            return (foreground ? "38;2;" : "48;2;") + "\(r);\(g);\(b)"
        }
    }

    /// The shortest SGR sequence that changes the pen from `current` to `target` (empty when equal).
    ///
    /// Attributes that turn off use their specific reset codes (22 for bold and dim, 23, 24, 27, 29);
    /// when the target is the plain style and more than one thing changes, a full reset `ESC[0m` is
    /// used instead.
    public static func styleChange(from current: CellStyle, to target: CellStyle, mode: ColorMode) -> String {
        if current == target { return "" }
        var parameters: [String] = []
        var base = current
        if target == .plain {
            return resetAttributes
        }
        if (current.bold && !target.bold) || (current.dim && !target.dim) {
            parameters.append("22")
            base.bold = false
            base.dim = false
        }
        if target.bold && !base.bold { parameters.append("1") }
        if target.dim && !base.dim { parameters.append("2") }
        if target.italic != base.italic { parameters.append(target.italic ? "3" : "23") }
        if target.underline != base.underline { parameters.append(target.underline ? "4" : "24") }
        if target.inverse != base.inverse { parameters.append(target.inverse ? "7" : "27") }
        if target.strikethrough != base.strikethrough { parameters.append(target.strikethrough ? "9" : "29") }
        if target.foreground != base.foreground {
            parameters.append(colorParameters(target.foreground, foreground: true, mode: mode))
        }
        if target.background != base.background {
            parameters.append(colorParameters(target.background, foreground: false, mode: mode))
        }
        return csi + parameters.joined(separator: ";") + "m"
    }
}

/// How the renderer encodes colours.
public enum ColorMode: Hashable, Sendable {
    /// 24-bit colours are sent as they are (`38;2;r;g;b`).
    case trueColor
    /// 24-bit colours are converted to the nearest 256-colour palette entry (`38;5;n`).
    case palette256
}
