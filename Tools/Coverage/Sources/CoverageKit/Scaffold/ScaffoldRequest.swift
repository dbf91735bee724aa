import Foundation

/// What `coverage scaffold ARGUMENT` is asked for, as written: a name (`Gauge`, `.padding`,
/// `GaugeStyleConfiguration.Label`), a member (`PrimitiveButtonStyle.bordered`,
/// `Text.init`), or a selector naming one overload (`Text(_:format:)`,
/// `.onTapGesture(count:coordinateSpace:perform:)`, `Text.init(verbatim:)`).
public struct ScaffoldRequest: Sendable, Equatable {
    /// The dotted path, without a leading `.` (`["Text"]`, `["PrimitiveButtonStyle", "bordered"]`).
    public var path: [String]
    /// The argument labels of a selector (`["_", "format"]`); nil when none was given.
    public var labels: [String]?
    /// Whether the argument started with `.` (a modifier).
    public var leadingDot: Bool

    /// The argument as the user wrote it, normalized (`Text(_:format:)`).
    public var text: String {
        (leadingDot ? "." : "") + path.joined(separator: ".")
            + (labels.map { "(" + $0.map { "\($0):" }.joined() + ")" } ?? "")
    }

    /// Reads an argument; nil when it is neither a dotted path of identifiers nor such a path
    /// followed by a parenthesized list of argument labels (`label:` or `_:`), spaces allowed
    /// around them.
    public init?(_ argument: String) {
        var rest = Substring(argument)
        leadingDot = rest.first == "."
        if leadingDot { rest = rest.dropFirst() }
        var labels: [String]?
        if let open = rest.firstIndex(of: "(") {
            guard rest.last == ")" else { return nil }
            let inner = rest[rest.index(after: open)..<rest.index(before: rest.endIndex)]
            rest = rest[..<open]
            var parts = inner.split(separator: ":", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            // After the last `:` comes nothing; an empty list is `()`.
            guard parts.removeLast().isEmpty else { return nil }
            guard parts.allSatisfy({ $0 == "_" || Self.isIdentifier(Substring($0)) }) else { return nil }
            labels = parts
        }
        let path = rest.split(separator: ".", omittingEmptySubsequences: false)
        guard !path.isEmpty, path.allSatisfy(Self.isIdentifier) else { return nil }
        self.path = path.map(String.init)
        self.labels = labels
    }

    /// The dotted name (`GaugeStyleConfiguration.Label`).
    public var name: String { path.joined(separator: ".") }

    /// The selector of the last component with the labels (`init(_:format:)`), or nil.
    func selector(named base: String) -> String? {
        labels.map { base + "(" + $0.map { "\($0):" }.joined() + ")" }
    }

    static func isIdentifier(_ text: Substring) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { ($0.isLetter || $0.isNumber || $0 == "_") && $0.isASCII }
    }
}
