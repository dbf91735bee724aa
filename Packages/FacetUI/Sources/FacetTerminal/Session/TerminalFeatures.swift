/// Terminal modes a ``TerminalSession`` switches on, and the bytes that switch them on and off.
public struct TerminalFeatures: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8

    /// Creates a set from raw bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Draw on the alternate screen, leaving the shell's scrollback untouched.
    public static let alternateScreen = TerminalFeatures(rawValue: 1)
    /// Hide the cursor (the renderer shows it again for focused text inputs).
    public static let hiddenCursor = TerminalFeatures(rawValue: 2)
    /// Receive pastes as one bracketed event.
    public static let bracketedPaste = TerminalFeatures(rawValue: 4)
    /// Receive mouse presses, releases, drags, wheel turns and motion (SGR encoding).
    public static let mouse = TerminalFeatures(rawValue: 8)
    /// Receive focus-in and focus-out reports.
    public static let focusReporting = TerminalFeatures(rawValue: 16)

    /// Alternate screen, hidden cursor, bracketed paste and mouse.
    public static let standard: TerminalFeatures = [.alternateScreen, .hiddenCursor, .bracketedPaste, .mouse]

    /// The bytes that switch the features on, in this order: alternate screen, cursor, paste, mouse,
    /// focus reporting.
    public var enableSequence: String {
        var sequence = ""
        if contains(.alternateScreen) { sequence += ANSI.enterAlternateScreen + ANSI.clearScreen }
        if contains(.hiddenCursor) { sequence += ANSI.hideCursor }
        if contains(.bracketedPaste) { sequence += ANSI.enableBracketedPaste }
        if contains(.mouse) { sequence += ANSI.enableMouse }
        if contains(.focusReporting) { sequence += "\u{1B}[?1004h" }
        return sequence
    }

    /// The bytes that undo ``enableSequence`` in reverse order; attributes are reset and the cursor
    /// shown whatever the features, since rendering may have changed both.
    public var restoreSequence: String {
        var sequence = ""
        if contains(.focusReporting) { sequence += "\u{1B}[?1004l" }
        if contains(.mouse) { sequence += ANSI.disableMouse }
        if contains(.bracketedPaste) { sequence += ANSI.disableBracketedPaste }
        sequence += ANSI.resetAttributes + ANSI.showCursor
        if contains(.alternateScreen) { sequence += ANSI.leaveAlternateScreen }
        return sequence
    }
}
