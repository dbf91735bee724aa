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

    /// Whether the view is hidden with `.hidden()`.
    public func isHidden() -> Bool {
        modifiers.contains { if case .container(let container) = $0 { container.isHidden } else { false } }
    }

    /// Whether the view is disabled, by its own `.disabled(_:)` or an enclosing one (live:
    /// read from the environment the view was built with).
    public func isDisabled() -> Bool { !node.environment.isEnabled }

    /// Whether a user can act on the view: it is neither disabled nor hidden, by its own
    /// modifiers or enclosing ones.
    ///
    /// ```swift
    /// #expect(try sut.inspect().find(button: "Save").isResponsive() == false)
    /// ```
    public func isResponsive() -> Bool { node.environment.isEnabled && hiddenReason == nil }

    /// Why the view is hidden ("it is hidden", "an enclosing view is hidden"), or `nil`.
    var hiddenReason: String? {
        var current: ViewNode? = node
        while let wrapper = current {
            if case .container(let container)? = wrapper._inspectedModifier, container.isHidden {
                return isHidden() ? "it is hidden" : "an enclosing view is hidden"
            }
            current = wrapper.parent
        }
        return nil
    }
}
