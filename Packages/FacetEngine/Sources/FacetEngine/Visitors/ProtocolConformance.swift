import FacetUI

/// Describes a protocol with associated types, so that a type known only at run time (an
/// `Any.Type`) can be checked against it and, when it conforms, opened as a generic
/// parameter by a visitor (``ViewProtocolDescriptor``, ``ViewModifierProtocolDescriptor``).
///
/// Pure Swift: the check is a cast to the protocol's existential metatype, and the opening
/// is Swift's implicit opening of existentials; no metadata is read.
public protocol ProtocolDescriptor {
    /// The metatype existential of the protocol (`any View.Type`).
    associatedtype Metatype
    /// The type as the protocol's metatype existential, or `nil` when it does not conform.
    static func metatype(of type: Any.Type) -> Metatype?
}

extension ProtocolDescriptor {
    /// The conformance of `type` to the protocol, or `nil` when it does not conform.
    ///
    /// ```swift
    /// if let conformance = ViewProtocolDescriptor.conformance(of: type(of: value)) {
    ///     conformance.visit(visitor: &visitor)
    /// }
    /// ```
    public static func conformance(of type: Any.Type) -> ProtocolConformance<Self>? {
        guard let metatype = metatype(of: type) else { return nil }
        return ProtocolConformance(metatype: metatype)
    }
}

/// A type's conformance to the protocol `P` describes: visit it to use the type as a
/// generic parameter constrained to that protocol.
public struct ProtocolConformance<P: ProtocolDescriptor> {
    /// The conforming type.
    public let metatype: P.Metatype
}

/// Receives a type known to be a view, as a generic parameter.
///
/// ```swift
/// struct TypeName: ViewVisitor {
///     var name = ""
///     mutating func visit<Content: View>(type: Content.Type) { name = "\(Content.self)" }
/// }
/// ```
@MainActor @preconcurrency
public protocol ViewVisitor {
    /// Visits the view type `type`.
    mutating func visit<Content: View>(type: Content.Type)
}

/// Describes the `View` protocol.
public enum ViewProtocolDescriptor: ProtocolDescriptor {
    public static func metatype(of type: Any.Type) -> (any View.Type)? { type as? any View.Type }
}

extension ProtocolConformance where P == ViewProtocolDescriptor {
    /// Calls `visitor` with the conforming type as a `View`.
    @MainActor public func visit<Visitor: ViewVisitor>(visitor: inout Visitor) {
        func open<Content: View>(_ type: Content.Type) { visitor.visit(type: type) }
        open(metatype)
    }
}

/// Receives a type known to be a view modifier, as a generic parameter.
@MainActor @preconcurrency
public protocol ViewModifierVisitor {
    /// Visits the modifier type `type`.
    mutating func visit<Modifier: ViewModifier>(type: Modifier.Type)
}

/// Describes the `ViewModifier` protocol.
public enum ViewModifierProtocolDescriptor: ProtocolDescriptor {
    public static func metatype(of type: Any.Type) -> (any ViewModifier.Type)? {
        type as? any ViewModifier.Type
    }
}

extension ProtocolConformance where P == ViewModifierProtocolDescriptor {
    /// Calls `visitor` with the conforming type as a `ViewModifier`.
    @MainActor public func visit<Visitor: ViewModifierVisitor>(visitor: inout Visitor) {
        func open<Modifier: ViewModifier>(_ type: Modifier.Type) { visitor.visit(type: type) }
        open(metatype)
    }
}
