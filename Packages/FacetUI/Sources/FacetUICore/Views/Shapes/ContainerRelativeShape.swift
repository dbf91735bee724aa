import Foundation

/// The shape of the container the view is in; with no container shape set (Facet sets
/// none yet), a rectangle.
///
/// ```swift
/// ContainerRelativeShape().fill(.gray)
/// ```
public struct ContainerRelativeShape: Shape, InsettableShape, InsetAdjustable {
    /// Creates the container's shape.
    public init() {}

    /// The container's shape in `rect`: a rectangle.
    public func path(in rect: CGRect) -> Path { Path(rect) }

    /// The shape inset by `amount`.
    public func inset(by amount: CGFloat) -> some InsettableShape { _Inset(base: self, amount: amount) }
}

extension Shape where Self == ContainerRelativeShape {
    /// The shape of the container the view is in.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
