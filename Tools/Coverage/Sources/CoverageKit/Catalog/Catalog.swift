/// The project's API catalog: every tracked API of the reference SDK, in a stable order.
public struct Catalog: Sendable, Equatable {
    /// The entries, sorted by kind then name.
    public private(set) var entries: [CatalogEntry]
    /// The names of every top-level type and protocol the reference SDK declares (`Text`,
    /// `Edge`, `EnvironmentKey`), sorted: what code may write as `SwiftUI.Name`. Empty for a
    /// catalog without its `types.list`.
    public private(set) var typeNames: [String]

    /// Creates a catalog; entries are sorted into the catalog order, type names by name.
    public init(entries: [CatalogEntry], typeNames: [String] = []) {
        self.entries = entries.sorted(by: Catalog.order)
        self.typeNames = Array(Set(typeNames)).sorted()
    }

    /// The catalog order: by kind, then by name (nested types after their parent).
    public static func order(_ lhs: CatalogEntry, _ rhs: CatalogEntry) -> Bool {
        if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
        return lhs.name.split(separator: ".").lexicographicallyPrecedes(rhs.name.split(separator: "."))
    }

    /// Entries of one kind.
    public func entries(of kind: APIKind) -> [CatalogEntry] {
        entries.filter { $0.kind == kind }
    }

    /// Every entry with exactly this name (a name can be both, say, a view and a style).
    public func entries(named name: String) -> [CatalogEntry] {
        entries.filter { $0.name == name }
    }

    /// The entry of a kind with a name.
    public func entry(_ kind: APIKind, _ name: String) -> CatalogEntry? {
        entries.first { $0.kind == kind && $0.name == name }
    }

    /// All distinct names, for suggestions.
    public var names: [String] {
        Array(Set(entries.map(\.name))).sorted()
    }
}
