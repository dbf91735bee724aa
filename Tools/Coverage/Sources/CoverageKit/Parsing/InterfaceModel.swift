/// A position in a source file.
public struct SourcePosition: Hashable, Sendable {
    /// The file path.
    public var file: String
    /// The 1-based line.
    public var line: Int

    /// Creates a position.
    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }
}

/// A type declaration or extension read from an interface, with module names removed.
public struct InterfaceDeclaration: Sendable {
    /// What kind of declaration it is.
    public enum Kind: String, Sendable {
        case structType = "struct"
        case enumType = "enum"
        case classType = "class"
        case actorType = "actor"
        case protocolType = "protocol"
        case extensionDecl = "extension"
    }

    /// The declaration kind.
    public var kind: Kind
    /// The type name, dotted for nested types (`GaugeStyleConfiguration.Label`); for an
    /// extension, the extended type.
    public var name: String
    /// Inherited types and conformances, module names removed (`View`, `Shape`).
    public var inheritance: [String]
    /// Same-type requirements on `Self` of an extension (`Self == BorderedButtonStyle`).
    public var selfConstraint: String?
    /// An extension's `where` clause requirements other than on `Self`, module names removed,
    /// on one line (`Label == Label<Text, Image>, Actions == EmptyView`); nil when none.
    public var requirements: String? = nil
    /// Attribute names (`propertyWrapper`, `frozen`).
    public var attributes: [String]
    /// Availability, including that of enclosing declarations.
    public var availability: Availability
    /// The declaration's header on one line (`struct Gauge<…>: View where …`); nil for extensions.
    public var header: String?
    /// Functions, initializers, properties and associated types declared directly inside.
    public var members: [InterfaceMember]
    /// Where it is.
    public var position: SourcePosition
}

/// A member of a type or extension.
public struct InterfaceMember: Sendable {
    /// What kind of member it is.
    public enum Kind: String, Sendable {
        case initializer
        case function
        case property
        case associatedType
    }

    /// The member kind.
    public var kind: Kind
    /// The base name (`padding`, `init`, `bordered`).
    public var name: String
    /// Whether it is `static` (or `class`).
    public var isStatic: Bool
    /// The declaration on one line without attributes, access modifiers or module names.
    public var signature: String
    /// Whether the original declaration names UIKit or AppKit types.
    public var mentionsPlatformUIKit: Bool
    /// Availability, including that of enclosing declarations.
    public var availability: Availability
    /// Where it is.
    public var position: SourcePosition
}

/// Everything read from a set of interface files.
public struct InterfaceModel: Sendable {
    /// Types and extensions in file order.
    public var declarations: [InterfaceDeclaration] = []

    /// An empty model.
    public init() {}
}
