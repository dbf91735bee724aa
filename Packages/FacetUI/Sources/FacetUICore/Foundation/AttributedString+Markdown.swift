import Foundation

extension AttributedString {
    /// How ``init(markdown:options:baseURL:)`` reads Markdown: Foundation's options, which
    /// Foundation on Linux does not have.
    public struct MarkdownParsingOptions: Hashable, Sendable {
        /// Which Markdown syntax is interpreted.
        public enum InterpretedSyntax: Hashable, Sendable {
            /// All of Markdown. Facet reads block syntax (headings, lists, quotes) as text;
            /// white space is collapsed as in ``inlineOnly``.
            case full
            /// Inline syntax only; each run of white space (line breaks included) becomes
            /// one space, and leading and trailing white space is dropped.
            case inlineOnly
            /// Inline syntax only; white space is kept as written.
            case inlineOnlyPreservingWhitespace
        }

        /// What a parse does with input it cannot read. Facet's parser reads any text (a
        /// delimiter nothing closes is text, as CommonMark says), so neither policy throws.
        public enum FailurePolicy: Hashable, Sendable {
            /// Throw an error.
            case throwError
            /// Return what could be read.
            case returnPartiallyParsedIfPossible
        }

        /// Which syntax is interpreted.
        public var interpretedSyntax: InterpretedSyntax
        /// What happens with input that cannot be read.
        public var failurePolicy: FailurePolicy

        /// Creates options.
        ///
        /// ```swift
        /// let options = AttributedString.MarkdownParsingOptions(
        ///     interpretedSyntax: .inlineOnlyPreservingWhitespace)
        /// ```
        public init(interpretedSyntax: InterpretedSyntax = .full, failurePolicy: FailurePolicy = .throwError)
        {
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
        }
    }

    /// Creates an attributed string from inline Markdown — emphasis, strong emphasis,
    /// strikethrough, code spans, links and backslash escapes, under CommonMark's flanking
    /// rules —: Foundation's initializer, which Foundation on Linux does not have. Styles
    /// become an ``InlinePresentationIntent``, links a `link` URL resolved against `baseURL`.
    ///
    /// ```swift
    /// let note = try AttributedString(markdown: "**Bold** and [a link](https://swift.org)")
    /// Text(note)
    /// ```
    public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        let source: String
        switch options.interpretedSyntax {
        case .inlineOnlyPreservingWhitespace:
            source = markdown
        case .full, .inlineOnly:
            source = markdown.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        self = InlineMarkdown.attributedString(of: source, baseURL: baseURL)
    }

    /// Creates an attributed string from UTF-8 Markdown data, as
    /// ``init(markdown:options:baseURL:)`` reads a string; data that is not UTF-8 throws
    /// `CocoaError(.fileReadInapplicableStringEncoding)`.
    public init(markdown: Data, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        guard let string = String(data: markdown, encoding: .utf8) else {
            throw CocoaError(.fileReadInapplicableStringEncoding)
        }
        try self.init(markdown: string, options: options, baseURL: baseURL)
    }
}
