import FacetUI

extension InspectableView {
    /// The steps above this view, nearest first, in a walk from the root of its host that
    /// reached it: the views navigation passes through, with the modal a view is presented
    /// in and the custom modifier whose body shows it. `nil` when no walk reaches the view.
    func ancestorSteps() -> (trail: SearchTrail, steps: [Int])? {
        guard let root = host.graph.root.children.first else { return nil }
        var reached: (trail: SearchTrail, steps: [Int])?
        let start = InspectableView<ViewType.ClassifiedView>(host: host, entry: root, path: "")
        ViewSearch.walk(from: start, traversal: .depthFirst) { trail, index in
            // A dialog's part and the view written there share a node: the view is wanted.
            guard trail.nodes[index] === node, trail.step(index, matches: View.self) else { return false }
            var above: [Int] = []
            var parent = trail.steps[index].parent
            while parent >= 0 {
                above.append(parent)
                parent = trail.steps[parent].parent
            }
            reached = (trail, above)
            return true
        }
        return reached
    }
}
