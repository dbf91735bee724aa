import Foundation

/// A date written as a locale writes it, cut into the parts a date field edits and the text
/// between them: `Dec 3, 2026  2:05 PM` in `en_US` is `Dec`, ` `, `3`, `, `, `2026`, `  `,
/// `2`, `:`, `05`, ` `, `PM`.
///
/// The order and the words come from the locale's own patterns for a medium date
/// (`yMMMd`) and a time in its usual clock (`jmm`, `jmmss`), the date and the time two
/// spaces apart.
///
/// ```swift
/// let fields = DateFields(date: now, calendar: calendar, locale: Locale(identifier: "en_GB"),
///                         showsDate: true, time: .minutes)
/// fields.text  // "3 Dec 2026  14:05"
/// ```
public struct DateFields: Equatable, Sendable {
    /// The parts of the time shown.
    public enum Time: Equatable, Sendable {
        /// No time.
        case none
        /// The hour and the minute (and the period of the day, in a 12-hour clock).
        case minutes
        /// The hour, the minute and the second.
        case seconds
    }

    /// One part of the written date.
    public struct Segment: Equatable, Sendable {
        /// The part as written.
        public var text: String
        /// The unit a step of this part changes, or `nil` for the text between parts.
        public var component: Calendar.Component?
        /// How many units of ``component`` one step changes: 12 hours for the period of the
        /// day (AM/PM), 1 otherwise.
        public var step: Int

        /// Whether the part can be changed.
        public var isEditable: Bool { component != nil }
    }

    /// The parts and the text between them, in order.
    public let segments: [Segment]

    /// Writes `date` in `calendar` (and its time zone) as `locale` writes it.
    public init(date: Date, calendar: Calendar, locale: Locale, showsDate: Bool, time: Time) {
        let pattern = Self.pattern(locale: locale, showsDate: showsDate, time: time)
        segments = Self.tokens(of: pattern).map { token in
            guard token.isField else { return Segment(text: token.text, component: nil, step: 1) }
            let (component, step) = Self.unit(of: token.text)
            let text = DateFormatterCache.shared.string(
                from: date, format: token.text, calendar: calendar, locale: locale)
            return Segment(text: text, component: component, step: step)
        }
    }

    /// The whole date as written.
    public var text: String { segments.map(\.text).joined() }

    /// Its width in cells.
    public var width: Int { TextLayout.width(of: text) }

    /// The indices of the parts that can be changed, in order.
    public var editableIndices: [Int] { segments.indices.filter { segments[$0].isEditable } }

    /// The column where the segment at `index` starts.
    public func column(ofSegment index: Int) -> Int {
        segments[..<index].reduce(0) { $0 + TextLayout.width(of: $1.text) }
    }

    /// The index of the segment drawn at `column`, if any.
    public func segment(atColumn column: Int) -> Int? {
        var x = 0
        for (index, segment) in segments.enumerated() {
            let width = TextLayout.width(of: segment.text)
            if column >= x && column < x + width { return index }
            x += width
        }
        return nil
    }

    /// `date` with the part `segment` changed by `steps` steps, the larger units kept (the
    /// minute after 59 is 0 of the same hour; the year has no larger unit).
    public static func date(_ date: Date, stepping segment: Segment, by steps: Int, in calendar: Calendar)
        -> Date
    {
        guard let component = segment.component else { return date }
        return calendar.date(
            byAdding: component, value: steps * segment.step, to: date, wrappingComponents: component != .year
        )
            ?? date
    }

    /// The locale's pattern for what is shown.
    static func pattern(locale: Locale, showsDate: Bool, time: Time) -> String {
        var parts: [String] = []
        if showsDate { parts.append(template("yMMMd", locale)) }
        switch time {
        case .none: break
        case .minutes: parts.append(template("jmm", locale))
        case .seconds: parts.append(template("jmmss", locale))
        }
        // Quoted, so that the two spaces stay literal text.
        return parts.joined(separator: "'  '")
    }

    private static func template(_ template: String, _ locale: Locale) -> String {
        DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? template
    }

    /// A pattern cut into runs of one pattern letter (fields) and literal text (quoted or
    /// not; `''` is a quote).
    static func tokens(of pattern: String) -> [(text: String, isField: Bool)] {
        var tokens: [(text: String, isField: Bool)] = []
        var literal = ""
        var characters = pattern[...]
        func flush() {
            if !literal.isEmpty { tokens.append((literal, false)) }
            literal = ""
        }
        while let character = characters.first {
            if character == "'" {
                characters = characters.dropFirst()
                if characters.first == "'" {
                    literal.append("'")
                    characters = characters.dropFirst()
                    continue
                }
                while let quoted = characters.first {
                    characters = characters.dropFirst()
                    if quoted == "'" {
                        if characters.first == "'" {
                            literal.append("'")
                            characters = characters.dropFirst()
                            continue
                        }
                        break
                    }
                    literal.append(quoted)
                }
            } else if character.isASCII && character.isLetter {
                flush()
                let run = characters.prefix { $0 == character }
                tokens.append((String(run), true))
                characters = characters.dropFirst(run.count)
            } else {
                literal.append(character)
                characters = characters.dropFirst()
            }
        }
        flush()
        return tokens
    }

    /// The unit a pattern field stands for, and its step.
    private static func unit(of field: String) -> (Calendar.Component?, Int) {
        switch field.first {
        case "y", "Y", "u", "U", "r": (.year, 1)
        case "M", "L": (.month, 1)
        case "d": (.day, 1)
        case "h", "H", "k", "K": (.hour, 1)
        case "m": (.minute, 1)
        case "s": (.second, 1)
        case "a", "b", "B": (.hour, 12)
        default: (nil, 1)
        }
    }
}
