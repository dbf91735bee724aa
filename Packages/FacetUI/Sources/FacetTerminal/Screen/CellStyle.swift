/// The colours and attributes of a terminal cell.
public struct CellStyle: Hashable, Sendable {
    /// The text colour.
    public var foreground: TerminalColor
    /// The cell's background colour.
    public var background: TerminalColor
    /// Bold (increased intensity) text.
    public var bold: Bool
    /// Dim (decreased intensity) text; used for disabled widgets and placeholders.
    public var dim: Bool
    /// Italic text.
    public var italic: Bool
    /// Underlined text.
    public var underline: Bool
    /// Struck-through text.
    public var strikethrough: Bool
    /// Foreground and background swapped.
    public var inverse: Bool

    /// Creates a style; every attribute is off and both colours are the terminal default unless given.
    public init(
        foreground: TerminalColor = .default, background: TerminalColor = .default,
        bold: Bool = false, dim: Bool = false, italic: Bool = false, underline: Bool = false,
        strikethrough: Bool = false, inverse: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.italic = italic
        self.underline = underline
        self.strikethrough = strikethrough
        self.inverse = inverse
    }

    /// The terminal's default style: default colours, no attributes.
    public static let plain = CellStyle()

    /// A copy with `body` applied, for concise derived styles: `style.with { $0.bold = true }`.
    public func with(_ body: (inout CellStyle) -> Void) -> CellStyle {
        var copy = self
        body(&copy)
        return copy
    }
}
