import FacetUI

extension InspectableView {
    /// The steps above this view, nearest first, in a walk from the root of its host that
    /// reached it: the views navigation passes through, with the modal a view is presented
    /// in and the custom modifier whose body shows it. `nil` when no walk reaches the view.
    func ancestorSteps() -> (trail: SearchTrail, steps: [Int])? {
        // A view `parent()` returned knows its step.
        if let (trail, index) = parentStep { return (trail, trail.ancestors(of: index)) }
        guard let start = host.root else { return nil }
        let isLayer = View.self == ViewType.Overlay.self || View.self == ViewType.SafeAreaInset.self
        var reached: (trail: SearchTrail, steps: [Int])?
        ViewSearch.walk(from: start, traversal: .depthFirst) { trail, index in
            // A layer's step and the view written in it share a node: a layer is wanted
            // as the layer, a view as the view.
            if isLayer {
                guard !trail.role(of: index).isView, trail.entries[index] === entry else { return false }
            } else {
                guard trail.nodes[index] === node, trail.step(index, matches: View.self) else { return false }
            }
            reached = (trail, trail.ancestors(of: index))
            return true
        }
        return reached
    }
}
