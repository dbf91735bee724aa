/// Blanks the code bodies of a Swift source text before the ``SourceIndexer`` parses it:
/// the indexer reads declarations only (types, extensions and their members' signatures),
/// never what a function, initializer, accessor or property initializer does, and those
/// bodies are most of a source file's text and of its parsing time.
///
/// A body keeps its braces and newlines only, so that every declaration keeps its line (the
/// only position the index records); so does a comment, unless it holds the pending marker. A brace opens a body unless it opens the member
/// block of a type, extension or protocol: the last declaration keyword before it, outside
/// parentheses and brackets, says which. Strings (raw, multi-line, with interpolations),
/// regular expression literals and comments are skipped whole, so braces inside them do not count. Text the blanker cannot
/// follow (an unterminated string or body) is left as it is, and the indexer parses the
/// original text again when the blanked one does not parse cleanly.
enum BodyBlanker {
    /// The text with its code bodies blanked; nil when it has none or cannot be followed.
    static func blank(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        let bodies = bytes.withUnsafeBufferPointer { buffer -> [Range<Int>]? in
            var scanner = Scanner(bytes: buffer)
            return scanner.run() ? scanner.bodies : nil
        }
        guard let bodies, !bodies.isEmpty else { return nil }
        // A body keeps only its newlines: a line is all the index records of a position.
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var next = 0
        for body in bodies {
            kept += bytes[next..<body.lowerBound]
            kept += bytes[body].lazy.filter { $0 == UInt8(ascii: "\n") }
            next = body.upperBound
        }
        kept += bytes[next...]
        return String(decoding: kept, as: UTF8.self)
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0
        /// The bodies found, in order: the text between their braces.
        var bodies: [Range<Int>] = []

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        /// Declaration keywords whose braces hold members.
        static let groupKeywords: Set<String> = ["struct", "class", "enum", "protocol", "extension", "actor"]
        /// Declaration keywords whose braces hold code (or accessors).
        static let bodyKeywords: Set<String> = [
            "func", "init", "deinit", "var", "let", "subscript", "case", "typealias", "macro",
            "associatedtype", "operator", "precedencegroup", "import",
        ]

        /// Scans declaration-level text (the file, or a member block up to its closing brace).
        /// Returns false when the text cannot be followed.
        mutating func run() -> Bool { declarations(closing: false) }

        private func byte(_ offset: Int = 0) -> UInt8? {
            let index = position + offset
            return index < bytes.count ? bytes[index] : nil
        }

        /// Declaration level: keywords decide what a brace opens. Stops after the closing brace
        /// when `closing`, at the end of the text otherwise.
        private mutating func declarations(closing: Bool) -> Bool {
            var lastKeyword = ""
            var nesting = 0  // parentheses and brackets
            while let current = byte() {
                switch current {
                case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/") || byte(1) == UInt8(ascii: "*"):
                    // A comment's text matters only when it holds the pending marker.
                    let (start, isBlock) = (position + 2, byte(1) == UInt8(ascii: "*"))
                    guard skipComment() else { return false }
                    let end = isBlock ? position - 2 : position
                    if !contains(Self.marker, in: start..<end) { blank(from: start, to: end) }
                case UInt8(ascii: "/") where startsRegex(), UInt8(ascii: "#") where startsExtendedRegex():
                    guard skipRegex() else { return false }
                case UInt8(ascii: "\""),
                    UInt8(ascii: "#") where startsString():
                    guard skipString() else { return false }
                case UInt8(ascii: "("), UInt8(ascii: "["):
                    nesting += 1
                    position += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"):
                    nesting -= 1
                    position += 1
                case UInt8(ascii: "{"):
                    position += 1
                    if nesting == 0, Self.groupKeywords.contains(lastKeyword) {
                        guard declarations(closing: true) else { return false }
                    } else {
                        let start = position
                        guard skipCode(until: UInt8(ascii: "}")) else { return false }
                        blank(from: start, to: position - 1)
                    }
                    lastKeyword = ""
                case UInt8(ascii: "}"):
                    position += 1
                    return closing
                case UInt8(ascii: "`"):
                    position += 1
                    while let next = byte(), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") {
                        position += 1
                    }
                    position += 1
                default:
                    if Self.isIdentifierStart(current) {
                        // `.class` is a member, not a keyword.
                        let member = position > 0 && bytes[position - 1] == UInt8(ascii: ".")
                        let word = identifier()
                        // A type's keyword holds until its brace (`struct S<let N: Int>`),
                        // but `class` may be a modifier (`class func`).
                        let sticky = lastKeyword != "class" && Self.groupKeywords.contains(lastKeyword)
                        if nesting == 0, !member, !sticky,
                            Self.groupKeywords.contains(word) || Self.bodyKeywords.contains(word)
                        {
                            lastKeyword = word
                        }
                    } else {
                        position += 1
                    }
                }
            }
            return !closing
        }

        /// Code: skips to just after the `terminator` closing it (`}` of a body, `)` of an
        /// interpolation), through nested braces, parentheses, strings and comments.
        private mutating func skipCode(until terminator: UInt8) -> Bool {
            var depth = 0
            while let current = byte() {
                switch current {
                case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/") || byte(1) == UInt8(ascii: "*"):
                    guard skipComment() else { return false }
                case UInt8(ascii: "/") where startsRegex(), UInt8(ascii: "#") where startsExtendedRegex():
                    guard skipRegex() else { return false }
                case UInt8(ascii: "\""),
                    UInt8(ascii: "#") where startsString():
                    guard skipString() else { return false }
                case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["):
                    depth += 1
                    position += 1
                case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
                    position += 1
                    if depth == 0 { return current == terminator }
                    depth -= 1
                default:
                    position += 1
                }
            }
            return false
        }

        /// Whether a bare regular expression literal starts here (`/[{]/`): a `/` not followed by
        /// a space, after an opening bracket, a comma, a colon, an operator or a keyword such as
        /// `return` (`a / b` and `a/b` divide).
        private func startsRegex() -> Bool {
            guard let next = byte(1), next != UInt8(ascii: " "), next != UInt8(ascii: "\n") else {
                return false
            }
            var index = position - 1
            while index >= 0, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
                index -= 1
            }
            guard index >= 0 else { return true }
            if Self.isIdentifierStart(bytes[index]) || Self.isDigit(bytes[index]) {
                // After a word: a regular expression follows a keyword (`return /…/`), a value divides.
                let end = index + 1
                while index >= 0, Self.isIdentifierStart(bytes[index]) || Self.isDigit(bytes[index]) {
                    index -= 1
                }
                let word = String(
                    decoding: UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end]), as: UTF8.self)
                return Self.regexKeywords.contains(word)
            }
            return Array("([{,:=!&|^~?;<>+-*%\n".utf8).contains(bytes[index])
        }

        /// The pending marker (``PendingMarker/text``), kept wherever it is written.
        static let marker = Array(PendingMarker.text.utf8)

        /// Whether `needle` occurs in `range` of the text.
        private func contains(_ needle: [UInt8], in range: Range<Int>) -> Bool {
            guard range.count >= needle.count else { return false }
            for start in range.lowerBound...(range.upperBound - needle.count)
            where bytes[start] == needle[0] && needle.indices.allSatisfy({ bytes[start + $0] == needle[$0] })
            {
                return true
            }
            return false
        }

        /// Keywords a bare regular expression literal may follow.
        static let regexKeywords: Set<String> = [
            "return", "try", "await", "throw", "in", "case", "where", "if", "guard", "while", "else", "is",
            "as",
        ]

        /// Whether an extended regular expression literal starts here: `#/…/#`.
        private func startsExtendedRegex() -> Bool {
            var offset = 0
            while byte(offset) == UInt8(ascii: "#") { offset += 1 }
            return byte(offset) == UInt8(ascii: "/")
        }

        /// Skips a regular expression literal: a bare one ends on its line, an extended one at
        /// `/` and as many `#` as it opened with.
        private mutating func skipRegex() -> Bool {
            var hashes = 0
            while byte() == UInt8(ascii: "#") {
                hashes += 1
                position += 1
            }
            position += 1
            while let current = byte() {
                if current == UInt8(ascii: "\\") {
                    position += 2
                    continue
                }
                if current == UInt8(ascii: "\n"), hashes == 0 { return false }
                position += 1
                if current == UInt8(ascii: "/"), (0..<hashes).allSatisfy({ byte($0) == UInt8(ascii: "#") }) {
                    position += hashes
                    return true
                }
            }
            return false
        }

        /// Whether a string literal starts here: `"` or `#…#"`.
        private func startsString() -> Bool {
            var offset = 0
            while byte(offset) == UInt8(ascii: "#") { offset += 1 }
            return byte(offset) == UInt8(ascii: "\"")
        }

        /// Skips a string literal, single- or multi-line, raw or not, with its interpolations.
        private mutating func skipString() -> Bool {
            var hashes = 0
            while byte() == UInt8(ascii: "#") {
                hashes += 1
                position += 1
            }
            let multiline = byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")
            position += multiline ? 3 : 1
            while let current = byte() {
                if current == UInt8(ascii: "\\"),
                    (1...max(1, hashes)).allSatisfy({ hashes == 0 || byte($0) == UInt8(ascii: "#") })
                {
                    position += 1 + hashes
                    if byte() == UInt8(ascii: "(") {
                        position += 1
                        guard skipCode(until: UInt8(ascii: ")")) else { return false }
                    } else {
                        position += 1
                    }
                    continue
                }
                if current == UInt8(ascii: "\n"), !multiline { return false }
                if current == UInt8(ascii: "\""),
                    !multiline || (byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")),
                    (0..<hashes).allSatisfy({ byte((multiline ? 3 : 1) + $0) == UInt8(ascii: "#") })
                {
                    position += (multiline ? 3 : 1) + hashes
                    return true
                }
                position += 1
            }
            return false
        }

        /// Skips a line comment or a (nested) block comment.
        private mutating func skipComment() -> Bool {
            if byte(1) == UInt8(ascii: "/") {
                while let current = byte(), current != UInt8(ascii: "\n") { position += 1 }
                return true
            }
            position += 2
            var depth = 1
            while let current = byte() {
                if current == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
                    depth += 1
                    position += 2
                } else if current == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
                    depth -= 1
                    position += 2
                    if depth == 0 { return true }
                } else {
                    position += 1
                }
            }
            return false
        }

        private mutating func identifier() -> String {
            let start = position
            while let current = byte(), Self.isIdentifierStart(current) || Self.isDigit(current) {
                position += 1
            }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        }

        /// Records the body between `start` and `end`.
        private mutating func blank(from start: Int, to end: Int) {
            if start < end { bodies.append(start..<end) }
        }

        private static func isIdentifierStart(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
                || byte >= 0x80
        }

        private static func isDigit(_ byte: UInt8) -> Bool {
            byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        }
    }
}
