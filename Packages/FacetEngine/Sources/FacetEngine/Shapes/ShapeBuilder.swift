import FacetUI

/// A result builder that makes a shape from closures with `if`, `if`/`else` and `switch`,
/// without type erasure: the result is a ``ConditionalShape`` of the branches.
///
/// ```swift
/// @ShapeBuilder func outline(isRound: Bool) -> some Shape {
///     if isRound { Capsule() } else { RoundedRectangle(cornerRadius: 1) }
/// }
/// ```
@resultBuilder @MainActor
public enum ShapeBuilder {
    /// One shape, as is.
    public static func buildBlock<S: Shape>(_ shape: S) -> S { shape }

    /// No shape.
    public static func buildBlock() -> EmptyShape { EmptyShape() }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<First: Shape, Second: Shape>(first: First) -> ConditionalShape<
        First, Second
    > {
        ConditionalShape(storage: .first(first))
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<First: Shape, Second: Shape>(second: Second) -> ConditionalShape<
        First, Second
    > {
        ConditionalShape(storage: .second(second))
    }

    /// An `if` without `else`: the shape, or an empty one.
    public static func buildOptional<S: Shape>(_ shape: S?) -> ConditionalShape<S, EmptyShape> {
        shape.map { ConditionalShape(storage: .first($0)) }
            ?? ConditionalShape(storage: .second(EmptyShape()))
    }

    /// An `if #available` branch, erased.
    public static func buildLimitedAvailability<S: Shape>(_ shape: S) -> AnyShape { AnyShape(shape) }
}

/// One of two shapes, chosen by a ``ShapeBuilder`` condition.
public struct ConditionalShape<First: Shape, Second: Shape>: Shape {
    /// The shape chosen.
    public enum Storage: Sendable {
        /// The first branch.
        case first(First)
        /// The second branch.
        case second(Second)
    }

    /// The shape chosen.
    public var storage: Storage

    /// Creates the shape from the chosen branch.
    public init(storage: Storage) { self.storage = storage }

    /// The chosen shape's path.
    public func path(in rect: CGRect) -> Path {
        switch storage {
        case .first(let shape): shape.path(in: rect)
        case .second(let shape): shape.path(in: rect)
        }
    }
}

/// A shape that draws nothing.
public struct EmptyShape: Shape {
    /// Creates the shape.
    public init() {}

    /// An empty path.
    public func path(in rect: CGRect) -> Path { Path() }
}

extension AnyShape {
    /// Creates a type-erased shape (Engine's spelling of `AnyShape(_:)`).
    public init<S: Shape>(shape: S) { self.init(shape) }

    /// Creates a type-erased shape from a shape builder.
    ///
    /// ```swift
    /// AnyShape { if isRound { Circle() } else { Rectangle() } }
    /// ```
    public init<S: Shape>(@ShapeBuilder shape: () -> S) { self.init(shape()) }
}
