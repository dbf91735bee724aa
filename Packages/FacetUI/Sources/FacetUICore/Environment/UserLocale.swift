import Foundation

/// The user's locale, as the POSIX locale environment variables name it.
///
/// Foundation on Linux reports `Locale.current` as `en_001` whatever `LANG` says, so
/// `EnvironmentValues.locale` (and the calendar's locale) default to this instead: the first
/// non-empty one of `LC_ALL`, `LC_NUMERIC` (the category of the numbers, amounts and dates
/// views format) and `LANG`, with its codeset and modifier dropped (`en_US.UTF-8` is `en_US`).
/// `C`, `POSIX`, an unknown language or no variable at all keep Foundation's `Locale.current`.
enum UserLocale {
    /// The variables consulted, the first non-empty one deciding.
    static let variables = ["LC_ALL", "LC_NUMERIC", "LANG"]

    /// The user's locale for this process, read from its environment once.
    static let current: Locale = locale(in: ProcessInfo.processInfo.environment) ?? .current

    /// The locale the variables of `environment` name, or `nil` when they name none.
    static func locale(in environment: [String: String]) -> Locale? {
        guard let value = variables.lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty }),
            let identifier = identifier(posix: value)
        else { return nil }
        return Locale(identifier: identifier)
    }

    /// The Foundation identifier of a POSIX locale name `language[_territory][.codeset][@modifier]`,
    /// or `nil` for `C`, `POSIX` and names whose language is not an ISO language code.
    static func identifier(posix name: String) -> String? {
        let identifier = String(name.prefix { $0 != "." && $0 != "@" })
        let language = identifier.prefix { $0 != "_" && $0 != "-" }
        guard !language.isEmpty,
            Locale.LanguageCode.isoLanguageCodes.contains(Locale.LanguageCode(String(language)))
        else { return nil }
        return identifier
    }
}
