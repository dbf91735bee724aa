/// The line characters used to draw a box border.
public struct BorderStyle: Hashable, Sendable {
    /// The top-left corner.
    public var topLeft: Character
    /// The top-right corner.
    public var topRight: Character
    /// The bottom-left corner.
    public var bottomLeft: Character
    /// The bottom-right corner.
    public var bottomRight: Character
    /// The top and bottom edges.
    public var horizontal: Character
    /// The left and right edges.
    public var vertical: Character

    /// Creates a border from its six characters.
    public init(
        topLeft: Character, topRight: Character, bottomLeft: Character, bottomRight: Character,
        horizontal: Character, vertical: Character
    ) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Thin lines with square corners: `┌─┐ │ └─┘`.
    public static let single = BorderStyle(
        topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│")
    /// Thin lines with rounded corners: `╭─╮ │ ╰─╯`.
    public static let rounded = BorderStyle(
        topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│")
    /// Double lines: `╔═╗ ║ ╚═╝`.
    public static let double = BorderStyle(
        topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝", horizontal: "═", vertical: "║")
    /// Heavy lines: `┏━┓ ┃ ┗━┛`.
    public static let heavy = BorderStyle(
        topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", horizontal: "━", vertical: "┃")
    /// Plain ASCII for terminals without line-drawing glyphs: `+-+ | +-+`.
    public static let ascii = BorderStyle(
        topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|")
}
