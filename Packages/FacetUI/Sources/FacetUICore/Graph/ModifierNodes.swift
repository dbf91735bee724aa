extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        if let primitive = modifier as? any PrimitiveModifier {
            func open<M: PrimitiveModifier>(_ modifier: M) -> ViewNode? {
                guard let typed = self as? ModifiedContent<Content, M> else { return nil }
                return modifier.makeNode(
                    content: typed, graph: graph, parent: parent, environment: environment)
            }
            if let node = open(primitive) { return node }
        }
        if let geometry = modifier as? any GeometryEffect {
            func open<M: GeometryEffect>(_ modifier: M) -> ViewNode? {
                guard let typed = self as? ModifiedContent<Content, M> else { return nil }
                return modifier.makeEffectNode(
                    content: typed, graph: graph, parent: parent, environment: environment)
            }
            if let node = open(geometry) { return node }
        }
        if modifier is any ViewInputsModifier {
            return InputWriterNode(self, graph: graph, parent: parent, environment: environment) {
                $0.content
            }
        }
        if let observing = modifier as? any NodeObservingModifier {
            func open<M: NodeObservingModifier>(_ modifier: M) -> ViewNode? {
                guard let typed = self as? ModifiedContent<Content, M> else { return nil }
                return modifier.makeObservingNode(
                    content: typed, graph: graph, parent: parent, environment: environment)
            }
            if let node = open(observing) { return node }
        }
        if modifier is any EnvironmentalModifier {
            return EnvironmentalModifierNode(self, graph: graph, parent: parent, environment: environment)
        }
        return ModifierBodyNode(self, graph: graph, parent: parent, environment: environment)
    }
}

/// A custom `ViewModifier`: its `body(content:)` is evaluated like a custom view's body,
/// with its own dynamic properties; `content` stands for the modified view.
@MainActor
final class ModifierBodyNode<Content: View, Modifier: ViewModifier>: BodyNode<
    ModifiedContent<Content, Modifier>
>
{
    override var propertyOwner: Any { value.modifier }

    override func makeBody() -> any View {
        value.modifier.body(content: _ViewModifier_Content(content: value.content))
    }
}

extension _ViewModifier_Content: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        ModifierContentNode(self, graph: graph, parent: parent, environment: environment)
    }
}

/// The placeholder for the modified view inside a custom modifier's body.
@MainActor
final class ModifierContentNode<Modifier: ViewModifier>: TypedNode<_ViewModifier_Content<Modifier>> {
    override class var comparesValue: Bool { false }

    override func mount() {
        children = [graph.makeNode(forAny: value.content, parent: self, environment: environment)]
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        children = [reconcile(children.first, withAny: value.content, environment: environment)]
    }
}

extension _ViewModifier_Content: GraphComparable {
    nonisolated func isGraphEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return ViewEquality.equalAny(content, other.content)
    }
}
