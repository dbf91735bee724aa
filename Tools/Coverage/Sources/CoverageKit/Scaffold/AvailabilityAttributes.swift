import Foundation

/// Writes an ``Availability`` back as `@available` attributes for scaffolded code.
enum AvailabilityAttributes {
    /// The short form for introductions, then one long-form line per platform that is
    /// unavailable or deprecated. Empty when the availability is empty.
    static func lines(_ availability: Availability) -> [String] {
        let introduced = availability.platforms.filter {
            $0.introduced != nil && !$0.unavailable && $0.platform != "*"
        }
        var lines: [String] = []
        if !introduced.isEmpty {
            lines.append(
                "@available(" + introduced.map { "\($0.platform) \($0.introduced!)" }.joined(separator: ", ")
                    + ", *)")
        }
        for entry in availability.platforms {
            if entry.unavailable {
                lines.append("@available(\(entry.platform), unavailable)")
            } else if let deprecated = entry.deprecated {
                var arguments = [entry.platform]
                arguments.append(deprecated.isEmpty ? "deprecated" : "deprecated: \(deprecated)")
                if let renamed = entry.renamed { arguments.append("renamed: \"\(escape(renamed))\"") }
                if let message = entry.message { arguments.append("message: \"\(escape(message))\"") }
                lines.append("@available(" + arguments.joined(separator: ", ") + ")")
            }
        }
        return lines
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}
