/// The reasons to apply a redaction to data displayed on screen.
///
/// ```swift
/// ArticleRow(article: .sample).redacted(reason: .placeholder)
/// ```
///
/// Under `.placeholder`, `Text` draws a block (`█`) for each character but spaces and line
/// breaks, keeping its size; other reasons are only read from `\.redactionReasons`.
public struct RedactionReasons: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: Int

    /// Creates a new set from a raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Displayed data should appear as generic placeholders.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Displayed data should be obscured to protect private information.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Displayed data should appear as invalidated and pending a new update.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

extension EnvironmentValues {
    private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue = RedactionReasons() }

    /// The current redaction reasons applied to the view hierarchy.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

extension View {
    /// Adds a reason to apply a redaction to this view hierarchy (reasons above add up).
    ///
    /// ```swift
    /// Text(user.name).redacted(reason: isLoading ? .placeholder : [])
    /// ```
    public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment(\.redactionReasons, writtenBy: "redacted") { $0.formUnion(reason) }
    }

    /// Removes any reason to apply a redaction to this view hierarchy.
    public func unredacted() -> some View {
        environment(\.redactionReasons, [], writtenBy: "unredacted")
    }
}
