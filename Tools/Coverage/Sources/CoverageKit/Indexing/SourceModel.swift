/// A declaration read from a Facet package's Swift sources.
public struct SourceDeclaration: Sendable, Equatable, Codable {
    /// What kind of declaration it is.
    public enum Kind: String, Sendable, Codable {
        case structType = "struct"
        case enumType = "enum"
        case classType = "class"
        case actorType = "actor"
        case protocolType = "protocol"
        case extensionDecl = "extension"
    }

    /// The kind.
    public var kind: Kind
    /// The type name, dotted for nested types; for an extension, the extended type's name
    /// without generic arguments.
    public var name: String
    /// For an extension of a generic type (`TerminalViewVersion<ScrollViewType, TerminalScrollView>`),
    /// the generic arguments as written.
    public var genericArguments: [String]
    /// Inherited types and conformances.
    public var inheritance: [String]
    /// Same-type requirements of the `where` clause, left side → right side
    /// (`View` → `ViewType.Text`, `Self` → `BorderedButtonStyle`).
    public var sameTypeRequirements: [String: String]
    /// Attribute names.
    public var attributes: [String]
    /// Whether an `@available` attribute deprecates it (`@available(*, deprecated, …)`,
    /// `@available(iOS, deprecated: 100000.0)`).
    public var isDeprecated: Bool
    /// Whether it is marked `// facet: pending` (or inside a pending declaration).
    public var isPending: Bool
    /// Whether it is public or open (extensions count as public).
    public var isPublic: Bool
    /// Whether it is `private` or `fileprivate`: code in other files cannot name it.
    public var isPrivate: Bool
    /// The names of its generic parameters (`T` of `struct View<T: FacetUI.View>`).
    public var genericParameters: [String]
    /// Functions, initializers and properties declared directly inside.
    public var members: [SourceMember]
    /// The file (relative to the repository root) and line.
    public var file: String
    /// The 1-based line.
    public var line: Int
}

/// A function, initializer or property of a Facet source declaration.
public struct SourceMember: Sendable, Equatable, Codable {
    /// What kind of member it is.
    public enum Kind: String, Sendable, Codable {
        case initializer
        case function
        case property
    }

    /// The kind.
    public var kind: Kind
    /// The base name (`init` for initializers).
    public var name: String
    /// The selector, `padding(_:_:)`, `init(value:in:label:)`, or the name for properties.
    public var selector: String
    /// Whether it is `static`.
    public var isStatic: Bool
    /// Whether it is public or open (or a protocol requirement).
    public var isPublic: Bool
    /// Whether it is marked pending (itself or through its enclosing declaration).
    public var isPending: Bool
    /// The file (relative to the repository root).
    public var file: String
    /// The 1-based line.
    public var line: Int
}

/// The declarations of a set of source files.
public struct SourceIndex: Sendable {
    /// Every type and extension, in file order.
    public var declarations: [SourceDeclaration] = []

    /// An empty index.
    public init() {}

    /// Types (not extensions) with a name.
    public func types(named name: String) -> [SourceDeclaration] {
        declarations.filter { $0.kind != .extensionDecl && $0.name == name }
    }

    /// Extensions of a type.
    public func extensions(of name: String) -> [SourceDeclaration] {
        declarations.filter { $0.kind == .extensionDecl && $0.name == name }
    }

    /// All conformances of a type, from its declaration and its extensions.
    public func conformances(of name: String) -> Set<String> {
        Set(declarations.filter { $0.name == name }.flatMap(\.inheritance))
    }

    /// The protocols declared here that refine `root` (transitively), plus `root`.
    public func refinements(of roots: Set<String>) -> Set<String> {
        var result = roots
        var changed = true
        while changed {
            changed = false
            for declaration in declarations
            where declaration.kind == .protocolType && !result.contains(declaration.name) {
                if !conformances(of: declaration.name).isDisjoint(with: result) {
                    result.insert(declaration.name)
                    changed = true
                }
            }
        }
        return result
    }
}
