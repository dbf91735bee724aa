/// One declaration belonging to a catalog entry: an overload of a modifier, an initializer
/// of a view, a static shorthand of a style.
public struct CatalogMember: Hashable, Sendable, Codable {
    /// What the declaration is to its entry.
    public enum Role: String, Sendable, Codable, CaseIterable {
        /// An overload of a modifier.
        case overload
        /// An initializer of a type.
        case initializer = "init"
        /// A static member naming a style (`.borderedProminent`).
        case shorthand
    }

    /// The role of the declaration.
    public var role: Role
    /// The declaration, on one line, without attributes, access modifiers or module names.
    public var signature: String
    /// Its availability (the entry's when the declaration adds nothing).
    public var availability: Availability

    /// Creates a member.
    public init(role: Role, signature: String, availability: Availability) {
        self.role = role
        self.signature = signature
        self.availability = availability
    }
}

extension CatalogMember {
    /// The declared name: `padding` for `func padding(…)`, `bordered` for
    /// `static var bordered: …`, `init` for initializers.
    public var name: String {
        var words = signature.split(separator: " ").map(String.init)
        while let first = words.first,
            ["static", "class", "mutating", "nonmutating", "func", "var", "let", "convenience", "required"]
                .contains(first)
        {
            words.removeFirst()
        }
        return String((words.first ?? "").prefix { $0 != "(" && $0 != ":" && $0 != "<" })
    }
}
