import FacetUI

extension InspectableView {
    /// The opacity set on the view with `.opacity(_:)`.
    public func opacity() throws -> Double {
        try modifier("opacity") {
            if case .container(let container) = $0, !container.isHidden, !container.clipsContent {
                container.opacity
            } else {
                nil
            }
        }
    }

    /// Whether the view is hidden, by its own `.hidden()` or an enclosing one (as in
    /// ViewInspector: hiding is inherited).
    public func isHidden() -> Bool { hiddenReason != nil }

    /// Whether the view is disabled, by its own `.disabled(_:)` or an enclosing one (live:
    /// read from the environment the view was built with).
    public func isDisabled() -> Bool { !node.environment.isEnabled }

    /// Whether a user can act on the view: it is neither disabled nor hidden, by its own
    /// modifiers or enclosing ones.
    ///
    /// ```swift
    /// #expect(try sut.inspect().find(button: "Save").isResponsive() == false)
    /// ```
    public func isResponsive() -> Bool { !isDisabled() && hiddenReason == nil }

    /// Why the view is hidden ("it is hidden", "an enclosing view is hidden"), or `nil`.
    var hiddenReason: String? {
        func hides(_ node: ViewNode) -> Bool {
            if case .container(let container)? = node._inspectedModifier { container.isHidden } else { false }
        }
        if modifierNodes.contains(where: hides) { return "it is hidden" }
        var current = entry.parent
        while let ancestor = current {
            if hides(ancestor) { return "an enclosing view is hidden" }
            current = ancestor.parent
        }
        return nil
    }
}
