import FacetUI
@_spi(Inspection) import FacetUICore

extension InspectableView {
    /// The opacity set on the view with `.opacity(_:)`.
    public func opacity() throws -> Double {
        try modifier(ContainerContent.self, "opacity") { $0.isHidden ? nil : $0.opacity }
    }

    /// Whether the view is hidden, by its own `.hidden()` or an enclosing one (as in
    /// ViewInspector: hiding is inherited).
    public func isHidden() -> Bool { hiddenReason != nil }

    /// Whether the view is disabled, by its own `.disabled(_:)` or an enclosing one (live:
    /// read from the environment the view was built with), or the view holding it (a
    /// menu's items: the disabled menu's).
    public func isDisabled() -> Bool { !node.environment.isEnabled || host.holderIsDisabled }

    /// Whether a user can act on the view: it is there (an `if` whose condition is false is
    /// not) and neither disabled nor hidden, by its own modifiers or enclosing ones.
    ///
    /// ```swift
    /// #expect(try sut.inspect().find(button: "Save").isResponsive() == false)
    /// ```
    public func isResponsive() -> Bool {
        !isAbsent && !isDisabled() && hiddenReason == nil && allowsHitTesting()
    }

    /// Why the view is hidden ("it is hidden", "vStack().hStack(1) is hidden" for the
    /// outermost enclosing view hidden, "an enclosing view is hidden" for the view holding
    /// it), or `nil`.
    var hiddenReason: String? {
        if modifierNodes.contains(where: \.hides) || entry.parent?.isHiddenHere == true {
            return blockingReason("is hidden") { $0.isHiddenHere }
        }
        return host.holderIsHidden ? "an enclosing view is hidden" : nil
    }

    /// "it `suffix`" when the view itself blocks a user, else "`path` `suffix`" for the
    /// outermost of the enclosing views that `blocks` (up to the first that does not), named
    /// by its path as ViewInspector names it: "view(Form.self).vStack(1) is disabled".
    func blockingReason(_ suffix: String, blocks: (ViewNode) -> Bool) -> String {
        var subject = "it"
        if let (trail, steps) = ancestorSteps() {
            for step in steps {
                guard trail.role(of: step).isView, blocks(trail.nodes[step]) else { break }
                subject = trail.path(of: step)
            }
        }
        return subject + " " + suffix
    }
}

extension ViewNode {
    /// Whether this is the node of a `.hidden()` modifier.
    var hides: Bool {
        (appliedModifier as? ContainerContent)?.isHidden == true
    }

    /// Whether this node or one above it in its graph is a `.hidden()` modifier's.
    var isHiddenHere: Bool {
        var current: ViewNode? = self
        while let node = current {
            if node.hides { return true }
            current = node.parent
        }
        return false
    }
}
