/// A view created from a tuple of views; ``ViewBuilder`` makes one for a block of
/// several children.
public struct TupleView<T>: View {
    /// The tuple of child views.
    public var value: T
    /// The children as views, in order.
    let elements: [any View]

    /// Creates a tuple view; each element of `value` that is a view becomes a child (a
    /// single view that is not a tuple is the only child).
    public init(_ value: T) {
        self.value = value
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .tuple {
            elements = mirror.children.compactMap { $0.value as? any View }
        } else {
            elements = (value as? any View).map { [$0] } ?? []
        }
    }

    init<each V: View>(elements: repeat each V) where T == (repeat each V) {
        self.value = (repeat each elements)
        var list: [any View] = []
        for element in repeat each elements { list.append(element) }
        self.elements = list
    }

    public typealias Body = Never
}
