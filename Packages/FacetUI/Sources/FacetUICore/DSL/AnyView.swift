/// A type-erased view.
///
/// Wrapping changes identity only when the wrapped type changes. Prefer concrete types
/// (or `@ViewBuilder`) where you can: the graph compares and diffs them more cheaply.
public struct AnyView: View {
    /// The wrapped view.
    let storage: any View

    /// Creates a type-erased view that wraps `view`.
    public init<V: View>(_ view: V) {
        if let erased = view as? AnyView { storage = erased.storage } else { storage = view }
    }

    /// Creates a type-erased view from any value, or `nil` when it is not a view.
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        storage = view
    }

    /// Creates a type-erased view from an existential.
    public init(erasing view: any View) {
        storage = (view as? AnyView)?.storage ?? view
    }

    public typealias Body = Never
}

@_spi(Inspection)
extension AnyView {
    /// The wrapped view, as inspection tools look through an erasure they made themselves.
    public var erasedView: any View { storage }
}
