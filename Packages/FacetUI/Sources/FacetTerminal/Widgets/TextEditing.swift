/// Cursor movement and editing helpers shared by the text input widgets, on arrays of characters.
enum TextEditing {
    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// The index a word jump to the left lands on: over non-word characters, then over a word.
    static func wordStart(before index: Int, in characters: [Character]) -> Int {
        var position = index
        while position > 0 && !isWordCharacter(characters[position - 1]) { position -= 1 }
        while position > 0 && isWordCharacter(characters[position - 1]) { position -= 1 }
        return position
    }

    /// The index a word jump to the right lands on: over non-word characters, then over a word.
    static func wordEnd(after index: Int, in characters: [Character]) -> Int {
        var position = index
        while position < characters.count && !isWordCharacter(characters[position]) { position += 1 }
        while position < characters.count && isWordCharacter(characters[position]) { position += 1 }
        return position
    }

    /// The display width of each character, as drawn (controls as their stand-ins).
    static func widths(_ characters: [Character]) -> [Int] {
        characters.map { character in
            character.unicodeScalars.contains(where: TextSanitizer.isControl)
                ? CharacterWidth.width(of: TextSanitizer.sanitize(String(character)))
                : CharacterWidth.width(of: character)
        }
    }

    /// The character index whose column range contains `column` (or the end).
    static func index(atColumn column: Int, widths: [Int]) -> Int {
        var x = 0
        for (index, width) in widths.enumerated() {
            if column < x + max(width, 1) { return index }
            x += width
        }
        return widths.count
    }

    /// Draws characters from column `scroll` into a row of `width` columns, the characters at
    /// indices in `selection` in `selectedStyle`; wide characters cut by either edge are left out.
    static func draw(
        _ characters: [Character], widths: [Int], scroll: Int, width: Int, row: Int, style: CellStyle,
        selection: Range<Int>? = nil, selectedStyle: CellStyle = .plain, in buffer: inout CellBuffer
    ) {
        var column = 0
        for (index, (character, characterWidth)) in zip(characters, widths).enumerated() {
            if column >= scroll + width { break }
            if column >= scroll && column + characterWidth <= scroll + width {
                let shown = selection?.contains(index) == true ? selectedStyle : style
                buffer.write(character, at: CellPoint(x: column - scroll, y: row), style: shown)
            }
            column += characterWidth
        }
    }
}
