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

    /// Why the view is hidden ("it is hidden", "an enclosing view is hidden"), or `nil`.
    var hiddenReason: String? {
        if modifierNodes.contains(where: \.hides) { return "it is hidden" }
        if entry.parent?.isHiddenHere == true || host.holderIsHidden { return "an enclosing view is hidden" }
        return nil
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
