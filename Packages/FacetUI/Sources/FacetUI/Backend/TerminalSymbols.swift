/// One-cell characters standing for SF Symbols names in a terminal.
enum TerminalSymbols {
    private static let table: [String: Character] = [
        "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥", "checkmark": "✓",
        "checkmark.circle": "✓", "checkmark.circle.fill": "✓", "xmark": "✕", "xmark.circle": "✕",
        "plus": "+", "minus": "−", "trash": "⌫", "gear": "⚙", "gearshape": "⚙", "house": "⌂",
        "magnifyingglass": "⌕", "arrow.left": "←", "arrow.right": "→", "arrow.up": "↑", "arrow.down": "↓",
        "chevron.left": "‹", "chevron.right": "›", "chevron.up": "˄", "chevron.down": "˅",
        "circle": "○", "circle.fill": "●", "square": "□", "square.fill": "■", "info.circle": "ⓘ",
        "exclamationmark.triangle": "⚠", "bell": "♪", "folder": "▤", "doc": "▯", "pencil": "✎",
        "person": "☺", "envelope": "✉", "clock": "◷", "calendar": "▦", "list.bullet": "≡",
        "sun.max": "☼", "moon": "☾", "cloud": "☁", "bolt": "ϟ", "flag": "⚑", "tag": "⌗", "link": "⛓",
    ]

    /// The character for `systemName`: from the table, or a bullet for unknown names.
    static func character(for systemName: String) -> Character {
        if let known = table[systemName] { return known }
        let base = systemName.split(separator: ".").first.map(String.init) ?? systemName
        return table[base] ?? "•"
    }
}
