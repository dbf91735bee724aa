/// The selectors (`padding(_:_:)`, `init(value:in:label:)`) of the catalog's signatures.
///
/// The signatures were printed by the importer from parsed declarations, one per line with
/// single spaces, so their parameter lists are read directly: brackets, generic clauses,
/// closure arrows and string literals are tracked to find the top-level commas. This is a
/// reader for the catalog's own normalized output, not for arbitrary Swift.
public struct CatalogSelectors: Sendable {
    private var bySignature: [String: String] = [:]

    /// Computes the selectors of every member of the catalog.
    public init(catalog: Catalog) {
        for entry in catalog.entries {
            for member in entry.members where bySignature[member.signature] == nil {
                bySignature[member.signature] = Self.selector(of: member.signature)
            }
        }
    }

    /// The selector of a signature; the member name for properties.
    public func selector(of signature: String) -> String {
        bySignature[signature] ?? Self.selector(of: signature)
    }

    /// Reads a selector from a one-line declaration.
    public static func selector(of signature: String) -> String {
        let characters = Array(signature)
        let declared = CatalogMember(role: .overload, signature: signature, availability: Availability()).name
        guard let nameRange = signature.range(of: declared), !declared.isEmpty else { return signature }
        var index = signature.distance(from: signature.startIndex, to: nameRange.upperBound)
        // Failable initializers (`init?`) have the selector of `init`.
        let name = declared.hasSuffix("?") || declared.hasSuffix("!") ? String(declared.dropLast()) : declared
        // Skip a generic parameter clause.
        if index < characters.count, characters[index] == "<" {
            index = skipBalanced(characters, from: index)
        }
        guard index < characters.count, characters[index] == "(" else { return name }
        let labels = parameters(characters, open: index).map { parameter -> String in
            var words = Substring(parameter)
            // Skip parameter attributes: `@ViewBuilder`, `@TabContentBuilder<V>`, `@escaping`.
            while true {
                words = words.drop { $0 == " " }
                guard words.first == "@" else { break }
                let attribute = Array(words)
                var end = 1
                while end < attribute.count,
                    attribute[end].isLetter || attribute[end].isNumber || attribute[end] == "_"
                {
                    end += 1
                }
                if end < attribute.count, attribute[end] == "<" || attribute[end] == "(" {
                    end = skipBalanced(attribute, from: end)
                }
                words = words.dropFirst(end)
            }
            return String(words.prefix { $0 != " " && $0 != ":" }) + ":"
        }
        return name + "(" + labels.joined() + ")"
    }

    private static func opens(_ character: Character) -> Bool {
        switch character {
        case "(", "[", "<", "{": true
        default: false
        }
    }

    private static func closes(_ character: Character) -> Bool {
        switch character {
        case ")", "]", ">", "}": true
        default: false
        }
    }

    /// The index after the bracket group starting at `start`.
    private static func skipBalanced(_ characters: [Character], from start: Int) -> Int {
        var depth = 0
        var index = start
        var inString = false
        while index < characters.count {
            let character = characters[index]
            if inString {
                if character == "\\" { index += 1 } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "-", index + 1 < characters.count, characters[index + 1] == ">" {
                index += 1  // `->` is not a closing angle bracket
            } else if Self.opens(character) {
                depth += 1
            } else if Self.closes(character) {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            index += 1
        }
        return index
    }

    /// The top-level parameters of the parenthesized list starting at `open`.
    private static func parameters(_ characters: [Character], open: Int) -> [String] {
        let end = skipBalanced(characters, from: open) - 1
        guard end > open + 1 else { return [] }
        var result: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        var index = open + 1
        while index < end {
            let character = characters[index]
            if inString {
                if character == "\\" {
                    current.append(character)
                    index += 1
                    if index < end { current.append(characters[index]) }
                    index += 1
                    continue
                }
                if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "-", index + 1 < end, characters[index + 1] == ">" {
                current += "->"
                index += 2
                continue
            } else if Self.opens(character) {
                depth += 1
            } else if Self.closes(character) {
                depth -= 1
            } else if character == ",", depth == 0 {
                result.append(current)
                current = ""
                index += 1
                continue
            }
            current.append(character)
            index += 1
        }
        result.append(current)
        return result
    }
}
