/// How a text input capitalizes what people type.
///
/// In the terminal, a `TextField` applies it to the characters typed into it (text written
/// to its binding by the app is left as it is); GTK has no capitalization of its own, so
/// the same rule is applied to what is typed into its entry.
///
/// ```swift
/// TextField("Name", text: $name).textInputAutocapitalization(.words)
/// ```
public struct TextInputAutocapitalization: Sendable, Equatable {
    enum Rule: Sendable, Equatable { case never, words, sentences, characters }
    let rule: Rule

    /// Nothing is capitalized.
    public static var never: TextInputAutocapitalization { .init(rule: .never) }
    /// The first letter of each word is capitalized.
    public static var words: TextInputAutocapitalization { .init(rule: .words) }
    /// The first letter of each sentence is capitalized.
    public static var sentences: TextInputAutocapitalization { .init(rule: .sentences) }
    /// Every letter is capitalized.
    public static var characters: TextInputAutocapitalization { .init(rule: .characters) }

    /// `new` with the characters typed since `old` capitalized by the rule: the edit is what
    /// lies between the common prefix and the common suffix of the two texts.
    func apply(typed new: String, after old: String) -> String {
        guard rule != .never else { return new }
        let newCharacters = Array(new), oldCharacters = Array(old)
        var start = 0
        while start < min(newCharacters.count, oldCharacters.count),
            newCharacters[start] == oldCharacters[start]
        {
            start += 1
        }
        var end = newCharacters.count
        var oldEnd = oldCharacters.count
        while end > start, oldEnd > start, newCharacters[end - 1] == oldCharacters[oldEnd - 1] {
            (end, oldEnd) = (end - 1, oldEnd - 1)
        }
        var result = newCharacters
        for index in start..<end where result[index].isLetter && capitalizes(at: index, in: result) {
            result[index] = Character(String(result[index]).uppercased())
        }
        return String(result)
    }

    private func capitalizes(at index: Int, in characters: [Character]) -> Bool {
        switch rule {
        case .never: return false
        case .characters: return true
        case .words: return index == 0 || characters[index - 1].isWhitespace
        case .sentences:
            var before = index - 1
            while before >= 0, characters[before].isWhitespace { before -= 1 }
            return before < 0 || (before < index - 1 && ".!?".contains(characters[before]))
        }
    }
}

/// A semantic label for the action of submitting a text field (the Return key's title on a
/// software keyboard). Terminal and desktop keyboards have no such key title: it is kept
/// for inspection and changes nothing drawn.
public struct SubmitLabel: Sendable, Equatable {
    let name: String
    /// "Done".
    public static var done: SubmitLabel { .init(name: "done") }
    /// "Go".
    public static var go: SubmitLabel { .init(name: "go") }
    /// "Send".
    public static var send: SubmitLabel { .init(name: "send") }
    /// "Join".
    public static var join: SubmitLabel { .init(name: "join") }
    /// "Route".
    public static var route: SubmitLabel { .init(name: "route") }
    /// "Search".
    public static var search: SubmitLabel { .init(name: "search") }
    /// "Return".
    public static var `return`: SubmitLabel { .init(name: "return") }
    /// "Next".
    public static var next: SubmitLabel { .init(name: "next") }
    /// "Continue".
    public static var `continue`: SubmitLabel { .init(name: "continue") }
}

extension EnvironmentValues {
    private struct AutocapitalizationKey: EnvironmentKey {
        static let defaultValue: TextInputAutocapitalization? = nil
    }
    private struct AutocorrectionKey: EnvironmentKey { static let defaultValue: Bool? = nil }
    private struct SubmitLabelKey: EnvironmentKey { static let defaultValue = SubmitLabel.return }

    /// How text inputs below capitalize typed text, or `nil` for no capitalization (the
    /// terminal's and GTK's default; a phone's is sentences).
    @_spi(Inspection) public var textInputAutocapitalization: TextInputAutocapitalization? {
        get { self[AutocapitalizationKey.self] }
        set { self[AutocapitalizationKey.self] = newValue }
    }

    /// Whether autocorrection is disabled for text inputs below, or `nil` when not set.
    @available(*, deprecated, renamed: "autocorrectionDisabled")
    public var disableAutocorrection: Bool? {
        get { self[AutocorrectionKey.self] }
        set { self[AutocorrectionKey.self] = newValue }
    }

    /// Whether autocorrection is disabled for text inputs below. Neither the terminal nor
    /// GTK's entry corrects text, so it is kept for inspection only.
    public var autocorrectionDisabled: Bool {
        get { self[AutocorrectionKey.self] ?? false }
        set { self[AutocorrectionKey.self] = newValue }
    }

    /// The submit label of text fields below (`submitLabel(_:)`).
    @_spi(Inspection) public var submitLabel: SubmitLabel {
        get { self[SubmitLabelKey.self] }
        set { self[SubmitLabelKey.self] = newValue }
    }
}

extension View {
    /// Sets how text inputs in this view capitalize what people type (`nil`: no
    /// capitalization). See ``TextInputAutocapitalization``.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        environment(
            \.textInputAutocapitalization, autocapitalization, writtenBy: "textInputAutocapitalization")
    }

    /// Sets whether to disable autocorrection for this view. Terminal and GTK text inputs
    /// never autocorrect; the value is kept in the environment for inspection.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        environment(\.autocorrectionDisabled, disable, writtenBy: "autocorrectionDisabled")
    }

    /// Sets whether to disable autocorrection for this view (`nil` leaves it as it is above).
    @available(*, deprecated, renamed: "autocorrectionDisabled(_:)")
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        transformEnvironment(\.autocorrectionDisabled, writtenBy: "disableAutocorrection") {
            if let disable { $0 = disable }
        }
    }

    /// Sets the submit label of the text fields in this view (a software keyboard's Return
    /// key title; kept for inspection, nothing drawn changes in a terminal or GTK window).
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        environment(\.submitLabel, submitLabel, writtenBy: "submitLabel")
    }
}
