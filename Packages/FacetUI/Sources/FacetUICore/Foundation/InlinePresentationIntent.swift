import Foundation

/// The inline styles Markdown gives a run of an attributed string — emphasis, strong
/// emphasis, code, strikethrough —: Foundation's type, which Foundation on Linux does not
/// have. ``AttributedString/init(markdown:options:baseURL:)`` sets it, and a `Text` showing
/// the string draws it (italic, bold, monospaced, struck through).
///
/// ```swift
/// var word = AttributedString("important")
/// word.inlinePresentationIntent = .stronglyEmphasized
/// Text(word)  // bold
/// ```
public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt

    /// Creates a set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Emphasis (`*text*`), usually shown in italics.
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    /// Strong emphasis (`**text**`), usually shown in bold.
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    /// Code (`` `text` ``), shown in a monospaced font.
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    /// Struck-through text (`~~text~~`).
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    /// A soft line break.
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    /// A hard line break.
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
    /// Inline HTML.
    public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
    /// Block HTML.
    public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}

extension AttributeScopes.FoundationAttributes {
    /// The attribute holding a run's ``InlinePresentationIntent``.
    public struct InlinePresentationIntentAttribute: CodableAttributedStringKey, Sendable {
        /// The intent.
        public typealias Value = InlinePresentationIntent
        /// "NSInlinePresentationIntent", as Foundation names it.
        public static let name = "NSInlinePresentationIntent"
    }

    /// The inline presentation intent of a run (`string.inlinePresentationIntent`), as
    /// Foundation's attribute scope declares it. Only its key path is used.
    public var inlinePresentationIntent: InlinePresentationIntentAttribute {
        InlinePresentationIntentAttribute()
    }
}
