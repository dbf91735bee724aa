/// Environment values that style text and controls.
extension EnvironmentValues {
    private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
    private struct ForegroundColorKey: EnvironmentKey { static let defaultValue: Color? = nil }
    private struct FontWeightKey: EnvironmentKey { static let defaultValue: Font.Weight? = nil }
    private struct ItalicKey: EnvironmentKey { static let defaultValue = false }
    private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
    private struct TextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
    private struct EnabledKey: EnvironmentKey { static let defaultValue = true }

    /// The default font of this environment.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The maximum number of lines that text can occupy in a view. Setting it ends the lines
    /// a `lineLimit(2...)` above reserved.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set {
            self[LineLimitKey.self] = newValue
            reservedLines = nil
        }
    }

    /// An environment value that indicates how a text view aligns its lines.
    public var multilineTextAlignment: TextAlignment {
        get { self[TextAlignmentKey.self] }
        set { self[TextAlignmentKey.self] = newValue }
    }

    /// A Boolean value that indicates whether the view associated with this environment
    /// allows user interaction.
    public var isEnabled: Bool {
        get { self[EnabledKey.self] }
        set { self[EnabledKey.self] = newValue }
    }

    /// The foreground colour set by `foregroundStyle(_:)`/`foregroundColor(_:)` (SwiftUI
    /// keeps it private; inspection tools read its writers).
    @_spi(Inspection) public var foregroundColor: Color? {
        get { self[ForegroundColorKey.self] }
        set { self[ForegroundColorKey.self] = newValue }
    }

    /// The font weight set by `fontWeight(_:)`/`bold()` (SwiftUI keeps it private;
    /// inspection tools read its writers).
    @_spi(Inspection) public var fontWeight: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }

    /// Whether text is italic (`italic()`; SwiftUI keeps it private, inspection tools read its
    /// writers).
    @_spi(Inspection) public var isItalic: Bool {
        get { self[ItalicKey.self] }
        set { self[ItalicKey.self] = newValue }
    }
}
