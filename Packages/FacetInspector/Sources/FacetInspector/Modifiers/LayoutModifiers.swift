import FacetUI

extension InspectableView {
    /// The insets of the view's `.padding(…)` modifier.
    public func padding() throws -> EdgeInsets {
        try modifier("padding") { if case .padding(let insets) = $0 { insets } else { nil } }
    }

    /// The innermost modifier of the view that `extract` accepts, or the
    /// "X does not have 'name' modifier" error.
    func modifier<T>(_ name: String, _ extract: (_InspectedModifier) -> T?) throws -> T {
        for modifier in modifiers {
            if let value = extract(modifier) { return value }
        }
        throw InspectionError.modifierNotFound(parent: typeName, modifier: name, index: 0)
    }
}
