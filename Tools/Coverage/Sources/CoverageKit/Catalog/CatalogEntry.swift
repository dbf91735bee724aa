/// One API of the catalog: a view type, a modifier (all its overloads), a property
/// wrapper, a style protocol or style, a shape, a gesture or a scene.
public struct CatalogEntry: Hashable, Sendable, Codable {
    /// The kind of API.
    public var kind: APIKind
    /// The name: a type name (dotted for nested types, `GaugeStyleConfiguration.Label`) or a
    /// modifier's base name (`padding`).
    public var name: String
    /// The documentation topic it belongs to ("Sizing and positioning", "Controls and indicators").
    public var category: String
    /// Its availability; for a modifier, the union of its overloads'.
    public var availability: Availability
    /// A type's declaration line (`struct Gauge<Label, …>: View where …`); nil for modifiers.
    public var declaration: String?
    /// Related entries: a view's style protocols, a protocol's styles and modifier, a style's protocol.
    public var related: [String]
    /// Where it must be used (and tested), if it matters.
    public var context: UsageContext?
    /// Why Linux cannot have it, if it cannot.
    public var notApplicable: String?
    /// Initializers, overloads and shorthands.
    public var members: [CatalogMember]

    /// Creates an entry.
    public init(
        kind: APIKind, name: String, category: String = "", availability: Availability = Availability(),
        declaration: String? = nil, related: [String] = [], context: UsageContext? = nil,
        notApplicable: String? = nil, members: [CatalogMember] = []
    ) {
        self.kind = kind
        self.name = name
        self.category = category
        self.availability = availability
        self.declaration = declaration
        self.related = related
        self.context = context
        self.notApplicable = notApplicable
        self.members = members
    }

    /// The enclosing type of a nested type (`GaugeStyleConfiguration` for
    /// `GaugeStyleConfiguration.Label`), nil for top-level names.
    public var parent: String? {
        guard let dot = name.lastIndex(of: ".") else { return nil }
        return String(name[..<dot])
    }

    /// The last component of the name (`Label` for `GaugeStyleConfiguration.Label`).
    public var simpleName: String {
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[name.index(after: dot)...])
    }

    /// A stable identity: kind and name.
    public var id: String { "\(kind.rawValue) \(name)" }

    /// How the name is written in Swift code: `.padding` for modifiers, the type name otherwise.
    public var displayName: String { kind == .modifier ? ".\(name)" : name }

    /// The members with a given role.
    public func members(_ role: CatalogMember.Role) -> [CatalogMember] {
        members.filter { $0.role == role }
    }
}
