import Foundation

/// A view that provides programmatic scrolling, by working with a proxy to scroll to known
/// child views.
///
/// The proxy scrolls the scroll views inside the reader's content: `scrollTo(_:anchor:)`
/// finds the view with the given id (set with `.id(_:)`, or a `ForEach` row's id) in the
/// first of them that holds it. A row of a lazy stack that is not built yet is found by its
/// `ForEach` id: the stack works out where the row lies and builds it there.
///
/// ```swift
/// ScrollViewReader { proxy in
///     Button("Last") { proxy.scrollTo(99, anchor: .bottom) }
///     ScrollView {
///         LazyVStack { ForEach(0..<100) { Text("Row \($0)") } }
///     }
/// }
/// ```
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    /// The view builder that creates the reader's content from a proxy.
    public var content: (ScrollViewProxy) -> Content

    /// Creates an instance that can perform programmatic scrolling of its child scroll views.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

    public typealias Body = Never

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        ScrollViewReaderNode(self, graph: graph, parent: parent, environment: environment)
    }
}

/// The reader node a proxy scrolls below (weak: a proxy kept after its reader left the
/// graph does nothing).
@MainActor
final class ScrollViewReaderReference {
    weak var node: ViewNode?
}

/// The node of a ``ScrollViewReader``: transparent, it makes its content with a proxy
/// that scrolls below it. The content closure is read under observation, as a body is:
/// state it reads (a caption showing a bound scroll position) makes it again.
@MainActor
final class ScrollViewReaderNode<Content: View>: TypedNode<ScrollViewReader<Content>> {
    private let reference = ScrollViewReaderReference()

    override class var comparesValue: Bool { false }

    private func makeContent() -> Content {
        graph.counters.bodiesEvaluated += 1
        graph.clearDirty(self)
        let proxy = ScrollViewProxy(reference: reference)
        return graph.evaluating(self) { tracking { value.content(proxy) } }
    }

    override func mount() {
        reference.node = self
        children = [graph.makeNode(for: makeContent(), parent: self, environment: environment)]
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        reconcileOnlyChild(with: makeContent())
    }

    override func invalidated() { reconcileOnlyChild(with: makeContent()) }
}

/// A proxy value that supports programmatic scrolling of the scrollable views within a
/// view hierarchy.
///
/// You don't create instances of `ScrollViewProxy` directly: a ``ScrollViewReader`` hands
/// one to its content.
public struct ScrollViewProxy {
    let reference: ScrollViewReaderReference

    /// Scans all scroll views contained by the proxy for the first with a child view with
    /// identifier `id`, and then scrolls to that view.
    ///
    /// With an `anchor`, the view's point at the anchor is aligned with the same point of
    /// the scroll view's visible region (`.top` puts the view's top edge at the top,
    /// `.center` centres it, `.bottom` puts its bottom edge at the bottom); without one,
    /// the scroll view scrolls the least amount that shows the whole view (nothing when it
    /// is visible already). Offsets are clamped to the content. Scrolling by the program
    /// works even where `.scrollDisabled(true)` stops the user from scrolling.
    @MainActor
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let root = reference.node, root.isMounted else { return }
        let target = AnyHashable(id)
        for container in root.scrollContainersBelow() where container.scroll(toID: target, anchor: anchor) {
            return
        }
    }
}

extension ViewNode {
    /// The scroll views below this node, outermost first.
    func scrollContainersBelow() -> [any ScrollTargetContainer] {
        var found: [any ScrollTargetContainer] = []
        func visit(_ node: ViewNode) {
            if let container = node as? any ScrollTargetContainer { found.append(container) }
            for child in node.children { visit(child) }
        }
        for child in children { visit(child) }
        return found
    }
}
