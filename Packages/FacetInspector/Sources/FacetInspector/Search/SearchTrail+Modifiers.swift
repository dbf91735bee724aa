import FacetUI

extension SearchTrail {
    /// Records the custom modifiers applied to the view of step `index`, each reached by
    /// the call navigation uses: `modifier(Emphasis.self)`, or `modifier(Emphasis.self, 1)`
    /// among several of one type, counting from the innermost. Below each, the search
    /// looks inside the modifier's body.
    func appendCustomModifierBodies(below index: Int) {
        var found: [(node: ViewNode, type: ObjectIdentifier, name: String)] = []
        var current: ViewNode? = entries[index]
        while let wrapper = current, wrapper !== nodes[index] {
            if ViewTypeTraits.of(wrapper).isCustomModifier,
                let modifier = (wrapper.view as? any ModifierCarrier)?.carriedModifier
            {
                let type = Swift.type(of: modifier)
                found.append((wrapper, ObjectIdentifier(type), Inspector.typeName(ofType: type)))
            }
            current = wrapper._modifiedContent
        }
        found.reverse()
        for (position, modifier) in found.enumerated() {
            let ofType = found[..<position].count(where: { $0.type == modifier.type })
            let isOnly = found.count(where: { $0.type == modifier.type }) == 1
            let call = "modifier(\(modifier.name).self" + (isOnly ? "" : ", \(ofType)") + ")"
            appendStep(entry: modifier.node, below: index, role: .named(call: call), unwrapping: false)
        }
    }
}
