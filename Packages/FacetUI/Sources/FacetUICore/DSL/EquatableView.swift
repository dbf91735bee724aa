/// A view that re-evaluates its content only when the new value is unequal (`!=`) to
/// the old one.
public struct EquatableView<Content: View & Equatable>: View {
    /// The wrapped view.
    public var content: Content
    /// Creates an equatable view.
    public init(content: Content) { self.content = content }
    public typealias Body = Never
}

/// What `.equatable()` applies to its content, as inspection tools read it: the view is
/// compared with its previous value before an update ("equatable").
@_spi(Inspection)
public struct EquatableModifier: InspectableModifier {}

extension EquatableView: ModifierView {
    static var modifiedContentType: any View.Type { Content.self }
    var appliedModifier: Any { EquatableModifier() }
}

extension View where Self: Equatable {
    /// Prevents the view from updating its child view when its new value is the same as
    /// its old value.
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
