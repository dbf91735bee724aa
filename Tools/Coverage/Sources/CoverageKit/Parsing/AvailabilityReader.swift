import SwiftSyntax

/// Reads `@available` attributes in their short form (`@available(iOS 16.0, macOS 13.0, *)`),
/// long form (`@available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "x")`) and
/// platform-wide form (`@available(*, deprecated, message: "…")`, `@available(tvOS, unavailable)`).
enum AvailabilityReader {
    /// The availability expressed by a declaration's attributes.
    static func availability(of attributes: AttributeListSyntax) -> Availability {
        var result = Availability()
        for element in attributes {
            guard case .attribute(let attribute) = element,
                attribute.attributeName.trimmedDescription == "available",
                case .availability(let arguments)? = attribute.arguments
            else { continue }
            for entry in entries(of: arguments) { result.merge(entry) }
        }
        return result
    }

    private static func entries(of arguments: AvailabilityArgumentListSyntax) -> [PlatformAvailability] {
        guard let first = arguments.first else { return [] }
        if case .token(let platform) = first.argument {
            // Long form: one platform (or `*`), then labeled arguments and keywords.
            var entry = PlatformAvailability(platform: platform.text)
            for argument in arguments.dropFirst() {
                switch argument.argument {
                case .token(let token):
                    if token.text == "unavailable" { entry.unavailable = true }
                    if token.text == "deprecated", entry.deprecated == nil { entry.deprecated = "" }
                case .availabilityLabeledArgument(let labeled):
                    apply(labeled, to: &entry)
                case .availabilityVersionRestriction(let restriction):
                    entry.introduced = restriction.version?.trimmedDescription
                @unknown default:
                    break
                }
            }
            return [entry]
        }
        // Short form: one introduction version per platform; `*` adds nothing.
        return arguments.compactMap { argument in
            guard case .availabilityVersionRestriction(let restriction) = argument.argument else {
                return nil
            }
            return PlatformAvailability(
                platform: restriction.platform.text, introduced: restriction.version?.trimmedDescription)
        }
    }

    /// The text of a string literal's source: `\"` and `\\` unescaped.
    private static func unescape(_ source: String) -> String {
        var result = ""
        var escaping = false
        for character in source {
            if escaping {
                result.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    private static func apply(
        _ labeled: AvailabilityLabeledArgumentSyntax, to entry: inout PlatformAvailability
    ) {
        let value: String
        switch labeled.value {
        case .string(let literal): value = unescape(literal.segments.trimmedDescription)
        case .version(let version): value = version.trimmedDescription
        @unknown default: value = labeled.value.trimmedDescription
        }
        switch labeled.label.text {
        case "introduced": entry.introduced = value
        case "deprecated": entry.deprecated = value
        case "obsoleted": entry.obsoleted = value
        case "renamed": entry.renamed = value
        case "message": entry.message = value
        default: break
        }
    }
}
