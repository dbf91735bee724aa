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
}
