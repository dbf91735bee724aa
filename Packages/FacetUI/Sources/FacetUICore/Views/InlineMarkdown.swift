import Foundation

/// The inline Markdown SwiftUI reads in a `LocalizedStringKey` (`Text("**Bold** and
/// *italic*")`): strong (`**`, `__`), emphasis (`*`, `_`), both (`***`), strikethrough
/// (`~~`), code spans (`` `code` ``, shown monospaced and read literally), links
/// (`[title](url)`, shown in the accent colour) and backslash escapes. Delimiters follow
/// CommonMark's flanking rules, so `2 * 3 * 4` and `snake_case_name` stay as written, and
/// a delimiter nothing closes is shown as written.
///
/// Interpolated values are pieces the parser does not look into: `"**\(name)**"` makes
/// the name bold, and markers inside `name` are shown as written, as in SwiftUI.
struct InlineMarkdown {
    /// A part of the key: Markdown source, or runs given by an interpolation.
    enum Part {
        case source(String)
        case runs([Text.Run])
    }

    private enum Token {
        case character(Character)
        case runs([Text.Run])
    }

    private struct Style {
        var bold = false
        var italic = false
        var struck = false
        var code = false
        var link = false

        var isPlain: Bool { !bold && !italic && !struck && !code && !link }
    }

    /// One piece of output: text or interpolated runs with the styles applied to it, or a
    /// delimiter run not yet matched.
    private struct Piece {
        enum Content {
            case text(String)
            case runs([Text.Run])
            case delimiter(Character, count: Int, canOpen: Bool, canClose: Bool)
        }
        var content: Content
        var style = Style()
    }

    /// The runs `parts` make, styles applied.
    static func runs(of parts: [Part]) -> [Text.Run] {
        var tokens: [Token] = []
        for part in parts {
            switch part {
            case .source(let string): tokens += string.map(Token.character)
            case .runs(let runs): tokens.append(.runs(runs))
            }
        }
        var pieces = parse(tokens[...])
        resolveEmphasis(&pieces)
        return makeRuns(pieces)
    }

    /// Whether the literal parts hold anything Markdown could change: an emphasis, code or
    /// escape character, or a `[` with a `](` after it (a bracket alone, as in "[x]", is
    /// text). Most keys hold none, and skip the parser.
    static func mayContainMarkup(_ parts: [Part]) -> Bool {
        var sawBracket = false
        for part in parts {
            if case .source(let string) = part, mayContainMarkup(string, sawBracket: &sawBracket) {
                return true
            }
        }
        return false
    }

    /// ``mayContainMarkup(_:)`` for one literal; `sawBracket` carries a `[` seen before.
    static func mayContainMarkup(_ string: String, sawBracket: inout Bool) -> Bool {
        var previous: UInt8 = 0
        for byte in string.utf8 {
            switch byte {
            case 0x2A, 0x5F, 0x7E, 0x60, 0x5C: return true  // * _ ~ ` \
            case 0x5B: sawBracket = true  // [
            case 0x28 where previous == 0x5D && sawBracket: return true  // ](
            default: break
            }
            previous = byte
        }
        return false
    }

    // MARK: Tokens to pieces

    private static func parse(_ tokens: ArraySlice<Token>) -> [Piece] {
        var pieces: [Piece] = []
        var index = tokens.startIndex
        func character(at i: Int) -> Character? {
            guard i >= tokens.startIndex, i < tokens.endIndex, case .character(let c) = tokens[i] else {
                return nil
            }
            return c
        }
        func appendText(_ string: String) {
            if let last = pieces.last, case .text(let text) = last.content, last.style.isPlain {
                pieces[pieces.count - 1].content = .text(text + string)
            } else {
                pieces.append(Piece(content: .text(string)))
            }
        }
        while index < tokens.endIndex {
            guard case .character(let c) = tokens[index] else {
                if case .runs(let runs) = tokens[index] { pieces.append(Piece(content: .runs(runs))) }
                index += 1
                continue
            }
            switch c {
            case "\\" where character(at: index + 1).map(isASCIIPunctuation) == true:
                appendText(String(character(at: index + 1)!))
                index += 2
            case "`":
                let run = runLength(of: "`", from: index, in: tokens)
                if let close = closingBackticks(length: run, after: index + run, in: tokens) {
                    let code = tokens[(index + run)..<close].compactMap { token -> Character? in
                        if case .character(let c) = token { c } else { nil }
                    }
                    var piece = Piece(content: .text(String(code)))
                    piece.style.code = true
                    pieces.append(piece)
                    index = close + run
                } else {
                    appendText(String(repeating: "`", count: run))
                    index += run
                }
            case "[":
                if let (title, end) = link(at: index, in: tokens) {
                    var inner = parse(title)
                    resolveEmphasis(&inner)
                    for i in inner.indices { inner[i].style.link = true }
                    pieces += inner
                    index = end
                } else {
                    appendText("[")
                    index += 1
                }
            case "*", "_", "~":
                let run = runLength(of: c, from: index, in: tokens)
                let before = index == tokens.startIndex ? nil : tokens[index - 1]
                let after = index + run < tokens.endIndex ? tokens[index + run] : nil
                let left = isLeftFlanking(before: before, after: after)
                let right = isLeftFlanking(before: after, after: before)
                let (canOpen, canClose): (Bool, Bool)
                if c == "_" {
                    canOpen = left && (!right || isPunctuation(before))
                    canClose = right && (!left || isPunctuation(after))
                } else {
                    (canOpen, canClose) = (left, right)
                }
                if c == "~" && run != 2 {
                    appendText(String(repeating: "~", count: run))
                } else {
                    pieces.append(
                        Piece(content: .delimiter(c, count: run, canOpen: canOpen, canClose: canClose)))
                }
                index += run
            default:
                appendText(String(c))
                index += 1
            }
        }
        return pieces
    }

    private static func runLength(of c: Character, from index: Int, in tokens: ArraySlice<Token>) -> Int {
        var end = index
        while end < tokens.endIndex, case .character(c) = tokens[end] { end += 1 }
        return end - index
    }

    private static func closingBackticks(length: Int, after start: Int, in tokens: ArraySlice<Token>) -> Int?
    {
        var index = start
        while index < tokens.endIndex {
            if case .character("`") = tokens[index] {
                let run = runLength(of: "`", from: index, in: tokens)
                if run == length { return index }
                index += run
            } else {
                index += 1
            }
        }
        return nil
    }

    /// `[title](url)` starting at `index`: the title's tokens and the index after the
    /// closing parenthesis (the URL is not shown; it may not hold spaces or interpolations).
    private static func link(at index: Int, in tokens: ArraySlice<Token>) -> (ArraySlice<Token>, Int)? {
        var depth = 0
        var close = index
        while close < tokens.endIndex {
            if case .character(let c) = tokens[close] {
                if c == "[" { depth += 1 }
                if c == "]" {
                    depth -= 1
                    if depth == 0 { break }
                }
            }
            close += 1
        }
        guard close + 1 < tokens.endIndex, case .character("(") = tokens[close + 1] else { return nil }
        var end = close + 2
        while end < tokens.endIndex {
            guard case .character(let c) = tokens[end] else { return nil }
            if c == ")" { return end == close + 2 ? nil : (tokens[(index + 1)..<close], end + 1) }
            if c == " " { return nil }
            end += 1
        }
        return nil
    }

    // MARK: Flanking

    private static func isWhitespace(_ token: Token?) -> Bool {
        guard let token else { return true }
        if case .character(let c) = token { return c.isWhitespace }
        return false
    }

    private static func isPunctuation(_ token: Token?) -> Bool {
        guard let token, case .character(let c) = token else { return false }
        return c.isPunctuation || c.isSymbol
    }

    private static func isASCIIPunctuation(_ c: Character) -> Bool {
        c.isASCII && (c.isPunctuation || c.isSymbol)
    }

    /// CommonMark: not followed by white space, and either not followed by punctuation or
    /// preceded by white space or punctuation. Swapping the sides gives right-flanking.
    private static func isLeftFlanking(before: Token?, after: Token?) -> Bool {
        !isWhitespace(after) && (!isPunctuation(after) || isWhitespace(before) || isPunctuation(before))
    }

    // MARK: Emphasis

    /// Matches closers with the nearest openers of the same character, styling what lies
    /// between (two of each side: strong; one: emphasis; `~~`: strikethrough); what is
    /// left of a delimiter run is text.
    private static func resolveEmphasis(_ pieces: inout [Piece]) {
        var closer = 0
        while closer < pieces.count {
            guard case .delimiter(let c, let closeCount, _, true) = pieces[closer].content, closeCount > 0
            else {
                closer += 1
                continue
            }
            var opener = closer - 1
            while opener >= 0 {
                if case .delimiter(c, let openCount, true, _) = pieces[opener].content, openCount > 0 {
                    break
                }
                opener -= 1
            }
            guard opener >= 0, case .delimiter(_, let openCount, _, _) = pieces[opener].content else {
                closer += 1
                continue
            }
            let used = c == "~" ? 2 : (openCount >= 2 && closeCount >= 2 ? 2 : 1)
            for i in (opener + 1)..<closer {
                if c == "~" {
                    pieces[i].style.struck = true
                } else if used == 2 {
                    pieces[i].style.bold = true
                } else {
                    pieces[i].style.italic = true
                }
            }
            pieces[opener].content = reduced(pieces[opener].content, by: used)
            pieces[closer].content = reduced(pieces[closer].content, by: used)
            // The same closer may close another opener with what it has left.
        }
    }

    private static func reduced(_ content: Piece.Content, by used: Int) -> Piece.Content {
        guard case .delimiter(let c, let count, let canOpen, let canClose) = content else { return content }
        return .delimiter(c, count: count - used, canOpen: canOpen, canClose: canClose)
    }

    // MARK: Pieces to runs

    private static func makeRuns(_ pieces: [Piece]) -> [Text.Run] {
        var runs: [Text.Run] = []
        func append(_ string: String, _ style: Style) {
            guard !string.isEmpty else { return }
            var run = Text.Run(string)
            if style.bold { run.weight = .bold }
            if style.italic { run.isItalic = true }
            if style.struck { run.isStruckThrough = true }
            if style.code { run.isMonospaced = true }
            if style.link { run.color = .accentColor }
            if let last = runs.last, last.sameStyle(as: run) {
                runs[runs.count - 1].string += string
            } else {
                runs.append(run)
            }
        }
        for piece in pieces {
            switch piece.content {
            case .text(let string): append(string, piece.style)
            case .delimiter(let c, let count, _, _): append(String(repeating: c, count: count), piece.style)
            case .runs(let interpolated):
                for var run in interpolated {
                    if piece.style.bold { run.weight = run.weight ?? .bold }
                    if piece.style.italic { run.isItalic = run.isItalic ?? true }
                    if piece.style.struck { run.isStruckThrough = true }
                    if piece.style.code { run.isMonospaced = true }
                    if piece.style.link { run.color = run.color ?? .accentColor }
                    if let last = runs.last, last.sameStyle(as: run), run.formatted == nil,
                        last.formatted == nil, run.image == nil, last.image == nil
                    {
                        runs[runs.count - 1].string += run.string
                    } else {
                        runs.append(run)
                    }
                }
            }
        }
        return runs.isEmpty ? [Text.Run("")] : runs
    }
}

extension Text.Run {
    /// Whether `other` has the same styles (its string aside).
    func sameStyle(as other: Text.Run) -> Bool {
        var copy = other
        copy.string = string
        return copy == self
    }
}
