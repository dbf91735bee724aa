/// A view that re-evaluates its content only when the new value is unequal (`!=`) to
/// the old one.
public struct EquatableView<Content: View & Equatable>: View {
    /// The wrapped view.
    public var content: Content
    /// Creates an equatable view.
    public init(content: Content) { self.content = content }
    public typealias Body = Never
}

extension View where Self: Equatable {
    /// Prevents the view from updating its child view when its new value is the same as
    /// its old value.
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
