import FacetUI

extension InspectableView {
    /// The steps above this view, nearest first, in a walk from the root of its host that
    /// reached it: the views navigation passes through, with the modal a view is presented
    /// in and the custom modifier whose body shows it. `nil` when no walk reaches the view.
    func ancestorSteps() -> (trail: SearchTrail, steps: [Int])? {
        guard let start = host.root else { return nil }
        var reached: (trail: SearchTrail, steps: [Int])?
        ViewSearch.walk(from: start, traversal: .depthFirst) { trail, index in
            // A dialog's part and the view written there share a node: the view is wanted.
            guard trail.nodes[index] === node, trail.step(index, matches: View.self) else { return false }
            reached = (trail, trail.ancestors(of: index))
            return true
        }
        return reached
    }
}
