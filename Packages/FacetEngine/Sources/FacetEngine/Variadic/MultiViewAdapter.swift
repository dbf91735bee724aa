import FacetUI

/// A view that holds the views of a view builder block as a multi view: each view is an
/// element of the adapter (a collection), and a view reading subviews
/// (``VariadicViewAdapter``, ``FacetUI/View/visit(visitor:)``) sees the block's subviews
/// rather than one subview, as it would for any other custom view.
///
/// Elements are the block's views themselves, as written: a `ForEach` or a `Group` is one
/// element (its subviews are not flattened, unlike a ``VariadicViewAdapter``'s). An element
/// is handed out as an `AnyView`, to pass it where views of mixed types go; shown, the
/// adapter builds its views with their own types, with no `AnyView` node.
///
/// ```swift
/// let pages = MultiViewAdapter {
///     Text("Welcome")
///     ForEach(tips) { Text($0.title) }
///     Button("Start") {}
/// }
/// pages.count        // 3
/// pages[2]           // the button, as an AnyView
/// VStack { pages }   // shown as written
/// ```
public struct MultiViewAdapter<Content>: InputReadingView, SubviewsForwardingView {
    /// The block's views, shown as written.
    let content: any View
    /// The block's views, one element each.
    let elements: [any View]

    /// Creates the adapter from a block of several views.
    public init(@ViewBuilder content: () -> TupleView<Content>) {
        let tuple = content()
        self.content = tuple
        // A block of one view is a tuple of one: the view itself.
        let mirror = Mirror(reflecting: tuple.value)
        elements =
            mirror.displayStyle == .tuple
            ? mirror.children.compactMap { $0.value as? any View }
            : [tuple.value as? any View].compactMap { $0 }
    }

    /// Creates the adapter from a block of one view: one element.
    @_disfavoredOverload
    public init(@ViewBuilder content: () -> Content) where Content: View {
        let view = content()
        self.content = view
        elements = [view]
    }

    /// The block's views, for readers of subviews.
    public var forwardedContent: any View { content }

    /// The block's views, built with their own types.
    public func body(inputs: ViewInputs) -> any View { content }
}

extension MultiViewAdapter: @MainActor RandomAccessCollection {
    /// One of the block's views.
    public typealias Element = AnyView
    /// The position of a view in the block.
    public typealias Index = Int

    /// The position of the first view.
    public var startIndex: Int { 0 }
    /// The position after the last view.
    public var endIndex: Int { elements.count }

    /// The view at `position`.
    public subscript(position: Int) -> AnyView { AnyView(erasing: elements[position]) }
}
