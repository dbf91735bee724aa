/// Display widths of characters on a terminal grid.
///
/// - Zero columns: nonspacing and enclosing combining marks, format characters (zero-width joiner,
///   zero-width space, variation selectors, byte-order mark) and Hangul medial/final jamo.
/// - Two columns: East Asian Wide and Fullwidth characters (CJK ideographs, kana, Hangul syllables,
///   fullwidth forms) and characters with emoji presentation; a cluster whose base is an emoji and
///   which carries the emoji variation selector U+FE0F is also two columns.
/// - One column: everything else.
///
/// Control characters are never measured here: ``TextSanitizer`` replaces them by visible pictures
/// before text reaches a buffer.
public enum CharacterWidth {
    /// East Asian Wide and Fullwidth ranges that are not covered by the emoji-presentation property.
    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
        0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
        0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4,
        0x17000...0x18AFF, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    /// The number of columns a single scalar occupies on its own: 0, 1 or 2.
    public static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value < 0x20 ? 0 : 1 }
        if value < 0xA0 { return 0 }
        if value < 0x300 { return value == 0xAD ? 0 : 1 }
        if (0x1160...0x11FF).contains(value) { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format:
            return 0
        default:
            break
        }
        if scalar.properties.isEmojiPresentation { return 2 }
        if value >= 0x1100 && isInWideRange(value) { return 2 }
        return 1
    }

    static func isInWideRange(_ value: UInt32) -> Bool {
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let range = wideRanges[mid]
            if value < range.lowerBound {
                high = mid - 1
            } else if value > range.upperBound {
                low = mid + 1
            } else {
                return true
            }
        }
        return false
    }

    /// The number of columns a grapheme cluster occupies: 0, 1 or 2.
    ///
    /// The width is that of the cluster's base scalar; combining marks and joined emoji add
    /// nothing, and an emoji base followed by U+FE0F becomes two columns wide.
    public static func width(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x7F && scalars.count == 1 { return first.value < 0x20 ? 0 : 1 }
        var base = width(of: first)
        if base == 0 {
            for scalar in scalars.dropFirst() { base = max(base, width(of: scalar)) }
            return base
        }
        if base == 1 && scalars.count > 1 && first.properties.isEmoji
            && scalars.contains(where: { $0.value == 0xFE0F })
        {
            base = 2
        }
        return base
    }

    /// The number of columns a string occupies (the sum of its clusters' widths).
    public static func width(of string: some StringProtocol) -> Int {
        var total = 0
        for character in string { total += width(of: character) }
        return total
    }
}
