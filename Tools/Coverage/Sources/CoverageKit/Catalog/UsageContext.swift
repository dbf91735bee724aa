/// Where an API is meant to be used, which is where its tests must exercise it.
public struct UsageContext: Hashable, Sendable, Codable, CustomStringConvertible {
    /// How the API relates to its context view.
    public enum Relation: String, Sendable, Codable, CaseIterable {
        /// A view placed directly inside a container (`Tab` inside `TabView`).
        case inside
        /// A modifier applied to a specific view (`gaugeStyle` on `Gauge`).
        case on
        /// A modifier applied to a row of a container (`listRowBackground` on a row in `List`).
        case rowIn = "row-in"
    }

    /// The relation to the context view.
    public var relation: Relation
    /// The context view's type name.
    public var view: String

    /// Creates a usage context.
    public init(_ relation: Relation, _ view: String) {
        self.relation = relation
        self.view = view
    }

    /// Parses the text form (`inside TabView`, `on Gauge`, `row-in List`); nil if malformed.
    public init?(text: String) {
        let words = text.split(separator: " ").map(String.init)
        guard words.count == 2, let relation = Relation(rawValue: words[0]) else { return nil }
        self.init(relation, words[1])
    }

    /// The text form used by the catalog and the data files.
    public var description: String { "\(relation.rawValue) \(view)" }

    /// A phrase for people: "inside `TabView`", "on `Gauge`", "on a row inside `List`".
    public var phrase: String {
        switch relation {
        case .inside: "inside `\(view)`"
        case .on: "on `\(view)`"
        case .rowIn: "on a row inside `\(view)`"
        }
    }
}
