import FacetTerminal

/// Writes a row of cells as text, plain or with its styles as markup (see ``TextSnapshot``).
enum StyleMarkup {
    /// The characters of `cells`, trailing spaces removed.
    static func plain(_ cells: [Cell]) -> String {
        var text = String(cells.map(\.character))
        while text.last == " " { text.removeLast() }
        return text
    }

    /// The characters of `cells` with each run of one style tagged, trailing unstyled
    /// spaces removed.
    static func styled(_ cells: [Cell]) -> String {
        var end = cells.endIndex
        while end > cells.startIndex, cells[end - 1].character == " ", tags(cells[end - 1].style).isEmpty {
            end -= 1
        }
        var text = ""
        var start = cells.startIndex
        while start < end {
            let style = cells[start].style
            var next = start + 1
            while next < end, cells[next].style == style { next += 1 }
            let run = cells[start..<next].map { escaped($0.character) }.joined()
            let tags = tags(style)
            text += tags.isEmpty ? run : "[\(tags)]\(run)[/\(tags)]"
            start = next
        }
        return text
    }

    /// The tags of `style`, space-separated ("" for the plain style).
    static func tags(_ style: CellStyle) -> String {
        var tags: [String] = []
        if style.bold { tags.append("b") }
        if style.dim { tags.append("dim") }
        if style.italic { tags.append("i") }
        if style.underline { tags.append("u") }
        if style.strikethrough { tags.append("s") }
        if style.inverse { tags.append("inv") }
        if let name = colorName(style.foreground) { tags.append("fg=" + name) }
        if let name = colorName(style.background) { tags.append("bg=" + name) }
        return tags.joined(separator: " ")
    }

    private static let paletteNames = [
        "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white", "gray", "brightRed",
        "brightGreen", "brightYellow", "brightBlue", "brightMagenta", "brightCyan", "brightWhite",
    ]

    /// A colour's name, its palette index or `#rrggbb`; `nil` for the terminal's default.
    private static func colorName(_ color: TerminalColor) -> String? {
        switch color {
        case .default: return nil
        case .indexed(let index): return index < 16 ? paletteNames[Int(index)] : String(index)
        case .rgb(let red, let green, let blue):
            return "#" + [red, green, blue].map { hex($0) }.joined()
        }
    }

    private static func hex(_ value: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(value >> 4)], digits[Int(value & 15)]])
    }

    private static func escaped(_ character: Character) -> String {
        character == "[" || character == "\\" ? "\\" + String(character) : String(character)
    }
}
