extension ForEach: PrimitiveView where Content: View {
    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        // A list builds only the rows it shows.
        if parent.makesListRows() {
            return ListRowsNode(self, graph: graph, parent: parent, environment: environment)
        }
        return ForEachNode(self, graph: graph, parent: parent, environment: environment)
    }
}

/// One child per element, identified by id: an update diffs by id with a hash map, so
/// rows keep their node (and state) when the data is reordered.
@MainActor
final class ForEachNode<Data: RandomAccessCollection, ID: Hashable, Content: View>: TypedNode<
    ForEach<Data, ID, Content>
>
{
    override class var comparesValue: Bool { false }

    private var nodesByID: [ID: ViewNode] = [:]
    private var order: [ID] = []

    override func mount() { rebuild(isUpdate: false) }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) { rebuild(isUpdate: true) }

    /// A value a row closure read (a binding, an observed model) changed.
    override func invalidated() { rebuild(isUpdate: true) }

    /// The id of each child, in order.
    var ids: [ID] { order }

    /// Builds the rows; rows an update adds or removes run their transitions.
    private func rebuild(isUpdate: Bool) {
        // A rebuild from the parent's update covers a pending invalidation too.
        graph.clearDirty(self)
        let old = nodesByID
        var reused = 0
        var newOrder: [ID] = []
        newOrder.reserveCapacity(value.data.count)
        var newNodes: [ID: ViewNode] = [:]
        newNodes.reserveCapacity(value.data.count)
        var reported: Set<ID> = []
        // Children are appended as they are made so that a new row's widget is inserted
        // after the widgets of the rows before it.
        children.removeAll(keepingCapacity: true)
        // The rows are made under one observation, as a body is: a row closure that reads
        // state (a binding, an `@Observable` model) rebuilds this node when it changes.
        let rows: [(id: ID, view: Content)] = tracking {
            var rows: [(id: ID, view: Content)] = []
            rows.reserveCapacity(value.data.count)
            var seen: Set<ID> = []
            seen.reserveCapacity(value.data.count)
            for element in value.data {
                let id = value.identify(element)
                guard seen.insert(id).inserted else {
                    if reported.insert(id).inserted {
                        graph.warn(
                            "\(type(of: value)): the ID \(id) occurs multiple times within the collection; "
                                + "only the first row with this ID is shown")
                    }
                    continue
                }
                rows.append((id, value.content(element)))
            }
            return rows
        }
        for (id, view) in rows {
            let node: ViewNode
            if let existing = old[id] {
                existing.update(with: view, environment: environment)
                node = existing
                reused += 1
            } else if isUpdate {
                node = insertChild(view, environment: environment)
            } else {
                node = graph.makeNode(for: view, parent: self, environment: environment)
            }
            newNodes[id] = node
            newOrder.append(id)
            children.append(node)
        }
        for (id, node) in old where newNodes[id] == nil { removeChild(node, slot: order.firstIndex(of: id)) }
        let structureChanged = reused != old.count || newOrder != order
        nodesByID = newNodes
        order = newOrder
        if structureChanged { graph.structureChanged(below: self) }
    }
}
