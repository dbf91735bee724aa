import FacetUI
@_spi(Inspection) import FacetUICore

extension InspectableView {
    /// The "X does not have 'name' modifier" error for this view, naming the modifiers it
    /// has (in the order they are written), so that a test's author sees what is there.
    func missingModifier(_ name: String, index: Int = 0) -> InspectionError {
        .modifierNotFound(
            parent: typeName, modifier: name, index: index, present: modifierNodes.map(\.writtenModifierName))
    }
}

extension ViewNode {
    /// The modifier this modifier node applies, named as a SwiftUI developer writes it
    /// ("padding", "onChange", "background", a custom modifier's type name): as FacetUI's
    /// modifiers declare their names (``InspectableModifier/modifierName``).
    var writtenModifierName: String {
        guard let modifier = appliedModifier else { return Inspector.typeName(of: view) }
        if let named = modifier as? any InspectableModifier { return named.modifierName }
        // A modifier declared elsewhere names no call: a custom one (with a body) is named by
        // its type, one the graph builds (another package's input writer) by its type's name
        // as FacetUI derives its own ("StyleContextModifier" is "styleContext").
        let type = Swift.type(of: modifier)
        guard (view as? any ModifierCarrier)?.modifierHasBody == false else {
            return Inspector.typeName(ofType: type)
        }
        return derivedModifierName(of: type)
    }
}
