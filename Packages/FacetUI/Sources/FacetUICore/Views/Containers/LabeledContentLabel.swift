import Foundation

/// The label of a `LabeledContent`'s row. Under `labelsHidden()` it is hidden and takes no
/// room: it is left out of the row's layout, as a control leaves out its hidden label.
struct LabeledContentLabel<Label: View>: View, PrimitiveView {
    let label: Label
    typealias Body = Never

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        LabeledContentLabelNode(self, graph: graph, parent: parent, environment: environment)
    }
}

/// The node of a labeled content's label: transparent to layout, it holds the label, or the
/// label hidden (and then contributes nothing to the row's layout) under `labelsHidden()`.
@MainActor
final class LabeledContentLabelNode<Label: View>: TypedNode<LabeledContentLabel<Label>> {
    /// Whether the label is hidden, as last built.
    private var isHidden = false

    override class var comparesValue: Bool { false }

    override func mount() {
        isHidden = environment.hidesLabels
        children = [reconciledLabel(nil)]
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        let wasHidden = isHidden
        isHidden = environment.hidesLabels
        let label = reconciledLabel(children.first)
        guard label !== children.first || wasHidden != isHidden else { return }
        children = [label]
        graph.structureChanged(below: self)
    }

    /// A hidden label has no place in the row.
    override func collectLayoutUnits(into units: inout [ViewNode]) {
        if !isHidden { super.collectLayoutUnits(into: &units) }
    }

    private func reconciledLabel(_ existing: ViewNode?) -> ViewNode {
        guard let existing else {
            return isHidden
                ? graph.makeNode(for: value.label.hidden(), parent: self, environment: environment)
                : graph.makeNode(for: value.label, parent: self, environment: environment)
        }
        return isHidden
            ? reconcile(existing, with: value.label.hidden(), environment: environment)
            : reconcile(existing, with: value.label, environment: environment)
    }
}
