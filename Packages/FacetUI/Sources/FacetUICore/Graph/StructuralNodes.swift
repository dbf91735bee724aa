/// Nodes of the structural views: they have no layout of their own and contribute
/// their children to the enclosing container.

extension TupleView: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        TupleNode(self, graph: graph, parent: parent, environment: environment)
    }
}

/// One child per tuple element; element `i` keeps its identity across updates.
@MainActor
final class TupleNode<T>: TypedNode<TupleView<T>> {
    override class var comparesValue: Bool { false }

    override func mount() {
        for element in value.elements {
            children.append(graph.makeNode(forAny: element, parent: self, environment: environment))
        }
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        for (index, element) in value.elements.enumerated() {
            children[index] = reconcile(children[index], withAny: element, environment: environment)
        }
    }
}

extension _ConditionalContent: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        ConditionalNode(self, graph: graph, parent: parent, environment: environment)
    }

    var branch: any View {
        switch storage {
        case .trueContent(let view): return view
        case .falseContent(let view): return view
        }
    }

    /// Whether the first branch is taken.
    var isTrueBranch: Bool {
        if case .trueContent = storage { return true }
        return false
    }
}

/// The taken branch; switching branches replaces the child (each branch is a view of its
/// own, even when both have the same type), running the branches' transitions.
@MainActor
final class ConditionalNode<T: View, F: View>: TypedNode<_ConditionalContent<T, F>> {
    override class var comparesValue: Bool { false }
    private var showsTrueBranch = true

    override func mount() {
        showsTrueBranch = value.isTrueBranch
        children = [graph.makeNode(forAny: value.branch, parent: self, environment: environment)]
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        if value.isTrueBranch == showsTrueBranch, let current = children.first {
            children = [reconcile(current, withAny: value.branch, environment: environment)]
            return
        }
        if let old = children.first { removeChild(old) }
        showsTrueBranch = value.isTrueBranch
        children = [insertChild(forAny: value.branch, environment: environment)]
        graph.structureChanged(below: self)
    }
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        OptionalNode(self, graph: graph, parent: parent, environment: environment)
    }
}

/// Zero or one child.
@MainActor
final class OptionalNode<Wrapped: View>: TypedNode<Wrapped?> {
    override class var comparesValue: Bool { false }

    override func mount() {
        if let content = value {
            children = [graph.makeNode(for: content, parent: self, environment: environment)]
        }
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        if let content = value {
            if let current = children.first {
                children = [reconcile(current, with: content, environment: environment)]
            } else {
                children = [insertChild(content, environment: environment)]
                graph.structureChanged(below: self)
            }
        } else if let old = children.first {
            removeChild(old)
            children = []
            graph.structureChanged(below: self)
        }
    }
}

extension EmptyView: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        TypedNode(self, graph: graph, parent: parent, environment: environment)
    }
}

extension AnyView: PrimitiveView, ErasingView {
    var erasedContent: any View { storage }

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        AnyViewNode(self, graph: graph, parent: parent, environment: environment)
    }
}

/// A view showing a view it holds as an existential (`AnyView`, a style configuration's
/// `label`): its node builds that view as its only child.
@MainActor
protocol ErasingView: View {
    var erasedContent: any View { get }
}

extension ErasingView where Self: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        ErasedContentNode(self, graph: graph, parent: parent, environment: environment)
    }
}

/// The node of an ``ErasingView``: its child is the held view; a different dynamic type
/// replaces the child. The node keeps the erasing view's own type (a style's placeholder
/// stays visible to inspection tools) at no extra node.
@MainActor
final class ErasedContentNode<Erasing: ErasingView>: TypedNode<Erasing> {
    override class var comparesValue: Bool { false }

    override func mount() {
        children = [graph.makeNode(forAny: value.erasedContent, parent: self, environment: environment)]
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        children = [reconcile(children.first, withAny: value.erasedContent, environment: environment)]
    }
}

/// The node of an `AnyView`.
typealias AnyViewNode = ErasedContentNode<AnyView>

extension Group: PrimitiveView where Content: View {
    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        WrapperNode(self, graph: graph, parent: parent, environment: environment) { $0.content }
    }
}

extension EquatableView: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        WrapperNode(self, graph: graph, parent: parent, environment: environment) { $0.content }
    }
}

extension IdentifiedView: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        IdentifiedNode(self, graph: graph, parent: parent, environment: environment) { $0.content }
    }
}

/// A new id replaces the content: a fresh node, fresh state, `onAppear` again.
@MainActor
final class IdentifiedNode<Content: View, ID: Hashable>: WrapperNode<IdentifiedView<Content, ID>, Content> {
    private var currentID: ID?

    override func mount() {
        currentID = value.id
        super.mount()
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        if value.id != currentID, let old = children.first {
            currentID = value.id
            removeChild(old)
            children = [insertChild(value.content, environment: environment)]
            graph.structureChanged(below: self)
        } else {
            super.didUpdate(valueChanged: valueChanged, environmentChanged: environmentChanged)
        }
    }

    /// The explicit identity of the content.
    var explicitID: AnyHashable? {
        guard let currentID else { return nil }
        return AnyHashable(currentID)
    }
}

extension ViewGraph {
    /// Creates and mounts the node for an existential view.
    func makeNode(forAny view: any View, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        func open<V: View>(_ view: V) -> ViewNode {
            makeNode(for: view, parent: parent, environment: environment)
        }
        return open(view)
    }
}
