import FacetUI
@_spi(Inspection) import FacetUICore

extension SearchTrail {
    /// Records the custom modifiers applied to the view of step `index`, each reached by
    /// the call navigation uses: `modifier(Emphasis.self)` for the innermost of a type, then
    /// `modifier(Emphasis.self, 1)` and so on, as ViewInspector spells them. Below each, the
    /// search looks inside the modifier's body.
    func appendCustomModifierBodies(below index: Int) {
        let modifiers = modifierWrappers(of: index) { wrapper -> ObjectIdentifier? in
            // A presenter's body is searched as the modal it presents.
            guard ViewTypeTraits.of(wrapper).isCustomModifier,
                let modifier = (wrapper.view as? any ModifierCarrier)?.carriedModifier,
                wrapper.presenterPresentation == nil
            else { return nil }
            return ObjectIdentifier(Swift.type(of: modifier))
        }
        for (wrapper, _, ordinal) in modifiers {
            guard let modifier = (wrapper.view as? any ModifierCarrier)?.carriedModifier else { continue }
            let call = ViewType.modifierCall(
                naming: Inspector.typeName(ofType: Swift.type(of: modifier)),
                index: ordinal.flatMap { $0 == 0 ? nil : $0 })
            appendStep(entry: wrapper, below: index, role: .named(call: call), unwrapping: false)
        }
    }

    /// Records the layers of the view of step `index` (its overlays, backgrounds, borders,
    /// masks, safe-area insets and preference layers), each reached by the call navigation
    /// uses, as ViewInspector spells it: `overlay()` for the innermost, `overlay(1)` for the
    /// next, the layer's views below it (`overlay().anyView().text()`).
    func appendLayers(below index: Int) {
        let layers = modifierWrappers(of: index) { wrapper -> String? in
            if wrapper.appliedModifier is any InspectedSafeAreaInset { return "safeAreaInset" }
            return (wrapper.appliedModifier as? any InspectedLayer)?.layerCall
        }
        for (wrapper, call, ordinal) in layers {
            let content = wrapper.modifiedContent
            guard let layer = wrapper.children.first(where: { $0 !== content }) else { continue }
            let named = call + "(" + (ordinal.flatMap { $0 == 0 ? nil : String($0) } ?? "") + ")"
            if wrapper.appliedModifier is any InspectedPreferenceLayer {
                // A preference layer's step is the node making its views: they are found
                // below it, as `overlayPreferenceValue().text()` reaches them.
                appendStep(entry: layer, below: index, role: .named(call: named))
            } else {
                // A view layer holds the views written in it, each with its own call.
                appendStep(entry: layer, below: index, role: .dialogPart(call: named), unwrapping: false)
            }
        }
    }

    /// The modifier nodes of step `index`'s view that `kind` gives a kind, innermost first
    /// (in the order they are written), each with its index among those of its kind, or
    /// `nil` when it is the only one: how navigation numbers them (`sheet()`, `sheet(1)`).
    func modifierWrappers<Kind: Hashable>(of index: Int, kind: (ViewNode) -> Kind?)
        -> [(node: ViewNode, kind: Kind, ordinal: Int?)]
    {
        let found = entries[index].modifierNodes(downTo: nodes[index]).compactMap { wrapper in
            kind(wrapper).map { (node: wrapper, kind: $0) }
        }
        var totals: [Kind: Int] = [:]
        for entry in found { totals[entry.kind, default: 0] += 1 }
        var seen: [Kind: Int] = [:]
        return found.map { entry in
            let ordinal = seen[entry.kind, default: 0]
            seen[entry.kind] = ordinal + 1
            return (entry.node, entry.kind, totals[entry.kind] == 1 ? nil : ordinal)
        }
    }
}
