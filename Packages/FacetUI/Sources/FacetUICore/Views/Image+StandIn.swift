import Foundation

/// The characters that stand for images where a backend shows only text: an image on a
/// character-cell display, and an image inside a `Text` (a terminal cell, a GTK label).
enum ImageStandIn {
    private static let symbols: [String: Character] = [
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

    /// `▣` for a picture from resources; for a system symbol, its character from the table
    /// (or its base name's: "star.circle" is a star), else a bullet.
    static func character(systemName: String, isResource: Bool) -> Character {
        if isResource { return "▣" }
        if let known = symbols[systemName] { return known }
        let base = systemName.split(separator: ".").first.map(String.init) ?? systemName
        return symbols[base] ?? "•"
    }
}

extension Image {
    /// The character standing for the image where only text can be shown.
    var standInCharacter: Character {
        ImageStandIn.character(systemName: systemName, isResource: resourceName != nil)
    }
}

@_spi(Backend)
extension ImageContent {
    /// The character standing for the image where only text can be shown (a character-cell
    /// display): the symbol's character (`★` for "star.fill", a bullet for symbols without
    /// one) or `▣` for a picture.
    public var standInCharacter: Character {
        ImageStandIn.character(systemName: systemName, isResource: isResource)
    }
}
