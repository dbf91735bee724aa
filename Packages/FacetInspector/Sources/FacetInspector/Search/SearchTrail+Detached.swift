import FacetUI

extension SearchTrail {
    /// Records the views step `index`'s view holds as values and shows beside its content
    /// (a group box's label), each hosted on its own, as its navigation call hosts it.
    func appendDetachedViews(below index: Int) {
        for (call, view) in nodes[index].detachedSupplementaryViews {
            let detached = InspectionHost(view, parent: host(of: index) ?? host)
            guard let entry = detached.graph.root.children.first else { continue }
            appendStep(entry: entry, below: index, supplementaryCall: call, host: detached)
        }
    }
}
