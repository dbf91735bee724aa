import Foundation

extension Text {
    /// The type of truncation to apply to a line of text when it's too long to fit in the
    /// available space.
    public enum TruncationMode: Hashable, Sendable {
        /// Truncate at the beginning of the line.
        case head
        /// Truncate at the end of the line.
        case tail
        /// Truncate in the middle of the line.
        case middle
    }

    /// A scheme for transforming the capitalization of characters within text.
    public enum Case: Hashable, Sendable {
        /// Displays text in all uppercase characters.
        case uppercase
        /// Displays text in all lowercase characters.
        case lowercase
    }
}

/// Environment values that lay out text.
extension EnvironmentValues {
    private struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
    private struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
    private struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }
    private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
    private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
    private struct FontDesignKey: EnvironmentKey { static let defaultValue: Font.Design? = nil }
    private struct FontWidthKey: EnvironmentKey { static let defaultValue: Font.Width? = nil }
    private struct ReservedLinesKey: EnvironmentKey { static let defaultValue: Int? = nil }

    /// A value that indicates how the layout truncates the last line of text to fit into the
    /// available space.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// The distance in points between the bottom of one line fragment and the top of the next.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// A Boolean value that indicates whether inter-character spacing should tighten to fit
    /// the text into the available space.
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }

    /// The minimum permissible proportion to shrink the font size to fit the text into the
    /// available space.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// A stylistic override to transform the case of `Text` when displayed.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }

    /// The font design set by `fontDesign(_:)` (SwiftUI keeps it private; inspection tools
    /// read its writers).
    @_spi(Inspection) public var fontDesign: Font.Design? {
        get { self[FontDesignKey.self] }
        set { self[FontDesignKey.self] = newValue }
    }

    /// The font width set by `fontWidth(_:)` (SwiftUI keeps it private; inspection tools
    /// read its writers).
    @_spi(Inspection) public var fontWidth: Font.Width? {
        get { self[FontWidthKey.self] }
        set { self[FontWidthKey.self] = newValue }
    }

    /// The fewest lines text takes (`lineLimit(_:reservesSpace:)`, `lineLimit(2...)`), or
    /// `nil`; written after the limit it comes with (setting `lineLimit` clears it).
    var reservedLines: Int? {
        get { self[ReservedLinesKey.self] }
        set { self[ReservedLinesKey.self] = newValue }
    }
}
