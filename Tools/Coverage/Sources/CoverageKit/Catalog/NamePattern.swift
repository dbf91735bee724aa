/// A name pattern of the data files: `padding` (exact), `accessibility*` (prefix),
/// `*Representable` (suffix) or `*Store*` (substring).
public struct NamePattern: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written.
    public let text: String

    /// Creates a pattern.
    public init(_ text: String) {
        self.text = text
    }

    /// Whether a name matches.
    public func matches(_ name: String) -> Bool {
        let leading = text.hasPrefix("*")
        let trailing = text.hasSuffix("*") && text.count > 1
        let core = String(text.dropFirst(leading ? 1 : 0).dropLast(trailing ? 1 : 0))
        switch (leading, trailing) {
        case (true, true): return name.contains(core)
        case (true, false): return name.hasSuffix(core)
        case (false, true): return name.hasPrefix(core)
        case (false, false): return name == core
        }
    }

    /// The pattern as written.
    public var description: String { text }
}
