/// Textual context that assistive technologies can use to improve the presentation of
/// text (`.accessibilityTextContentType(_:)`).
public struct AccessibilityTextContentType: Sendable {
    let name: String

    /// A type that represents generic text that has no specific type.
    public static let plain = AccessibilityTextContentType(name: "plain")
    /// A type that represents text used for input, like in the Terminal app.
    public static let console = AccessibilityTextContentType(name: "console")
    /// A type that represents text used by a file browser, like in the Finder app.
    public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
    /// A type that represents text used in a message, like in the Messages app.
    public static let messaging = AccessibilityTextContentType(name: "messaging")
    /// A type that represents text used in a story or poem, like in the Books app.
    public static let narrative = AccessibilityTextContentType(name: "narrative")
    /// A type that represents text used in source code, like in Swift Playgrounds.
    public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
    /// A type that represents text used in a grid of data, like in the Numbers app.
    public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
    /// A type that represents text used in a document, like in the Pages app.
    public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}
