/// The catalog's one-line text form of an ``Availability``:
/// `iOS 16.0, macOS 13.0 deprecated 100000.0 renamed "navigationTitle(_:)", tvOS unavailable`.
///
/// Each platform entry is the platform name, an optional introduction version, then any of
/// `deprecated [VERSION]`, `obsoleted VERSION`, `unavailable`, `renamed "TEXT"`,
/// `message "TEXT"`. Quoted text escapes `"` and `\` with a backslash.
public enum AvailabilityText {
    /// An error in the text form, with the offending text.
    public struct SyntaxError: Error, Equatable, CustomStringConvertible {
        /// What is wrong.
        public var description: String
    }

    /// Formats an availability; an empty availability formats as `-`.
    public static func format(_ availability: Availability) -> String {
        if availability.isEmpty { return "-" }
        return availability.platforms.map(format).joined(separator: ", ")
    }

    /// Formats one platform entry.
    public static func format(_ entry: PlatformAvailability) -> String {
        var parts = [entry.platform]
        if let introduced = entry.introduced { parts.append(introduced) }
        if let deprecated = entry.deprecated {
            parts.append(deprecated.isEmpty ? "deprecated" : "deprecated \(deprecated)")
        }
        if let obsoleted = entry.obsoleted { parts.append("obsoleted \(obsoleted)") }
        if entry.unavailable { parts.append("unavailable") }
        if let renamed = entry.renamed { parts.append("renamed \(quote(renamed))") }
        if let message = entry.message { parts.append("message \(quote(message))") }
        return parts.joined(separator: " ")
    }

    /// Parses the text form back; `-` is the empty availability.
    public static func parse(_ text: String) throws(SyntaxError) -> Availability {
        let trimmed = text.trimmingSpaces
        if trimmed == "-" || trimmed.isEmpty { return Availability() }
        var entries: [PlatformAvailability] = []
        for group in try tokenize(trimmed) {
            entries.append(try entry(from: group, in: text))
        }
        return Availability(entries)
    }

    private enum Token: Equatable {
        case word(String)
        case quoted(String)
    }

    private static func entry(from tokens: [Token], in text: String) throws(SyntaxError)
        -> PlatformAvailability
    {
        guard case .word(let platform)? = tokens.first else {
            throw SyntaxError(description: "missing platform name in availability '\(text)'")
        }
        var entry = PlatformAvailability(platform: platform)
        var index = 1
        func version() -> String? {
            if index < tokens.count, case .word(let word) = tokens[index], word.first?.isNumber == true {
                index += 1
                return word
            }
            return nil
        }
        func quoted(after keyword: String) throws(SyntaxError) -> String {
            guard index < tokens.count, case .quoted(let value) = tokens[index] else {
                throw SyntaxError(
                    description: "expected quoted text after '\(keyword)' in availability '\(text)'")
            }
            index += 1
            return value
        }
        entry.introduced = version()
        while index < tokens.count {
            guard case .word(let keyword) = tokens[index] else {
                throw SyntaxError(description: "unexpected quoted text in availability '\(text)'")
            }
            index += 1
            switch keyword {
            case "deprecated": entry.deprecated = version() ?? ""
            case "obsoleted":
                guard let value = version() else {
                    throw SyntaxError(
                        description: "expected a version after 'obsoleted' in availability '\(text)'")
                }
                entry.obsoleted = value
            case "unavailable": entry.unavailable = true
            case "renamed": entry.renamed = try quoted(after: keyword)
            case "message": entry.message = try quoted(after: keyword)
            default:
                throw SyntaxError(description: "unknown word '\(keyword)' in availability '\(text)'")
            }
        }
        return entry
    }

    /// Splits on commas outside quotes, then on spaces.
    private static func tokenize(_ text: String) throws(SyntaxError) -> [[Token]] {
        var groups: [[Token]] = []
        var current: [Token] = []
        var word = ""
        var iterator = Array(text).makeIterator()
        func flushWord() {
            if !word.isEmpty { current.append(.word(word)) }
            word = ""
        }
        while let character = iterator.next() {
            switch character {
            case "\"":
                flushWord()
                var value = ""
                var closed = false
                while let next = iterator.next() {
                    if next == "\\" {
                        guard let escaped = iterator.next() else { break }
                        value.append(escaped)
                    } else if next == "\"" {
                        closed = true
                        break
                    } else {
                        value.append(next)
                    }
                }
                guard closed else {
                    throw SyntaxError(description: "unterminated quote in availability '\(text)'")
                }
                current.append(.quoted(value))
            case ",":
                flushWord()
                guard !current.isEmpty else {
                    throw SyntaxError(description: "empty entry in availability '\(text)'")
                }
                groups.append(current)
                current = []
            case " ", "\t":
                flushWord()
            default:
                word.append(character)
            }
        }
        flushWord()
        guard !current.isEmpty else {
            throw SyntaxError(description: "empty entry in availability '\(text)'")
        }
        groups.append(current)
        return groups
    }

    private static func quote(_ value: String) -> String {
        var result = "\""
        for character in value {
            if character == "\"" || character == "\\" { result.append("\\") }
            result.append(character == "\n" ? " " : character)
        }
        return result + "\""
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    var trimmingSpaces: String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}
