import FacetUI
@_spi(Inspection) import FacetUICore

extension InspectableView {
    /// What `read` gives for the view's accessibility modifiers (the outermost that sets
    /// it, as it takes effect), or the "X does not have 'name' modifier" error.
    private func accessibility<T>(_ name: String, _ read: (AccessibilityProperties) -> T?) throws -> T {
        for node in modifierNodes.reversed() {
            if let modifier = node.appliedModifier as? AccessibilityAttachmentModifier,
                let value = read(modifier.properties)
            {
                return value
            }
        }
        throw missingModifier(name)
    }

    /// The label set on the view with `.accessibilityLabel(_:)` (on a `Text`, its own
    /// `Text.accessibilityLabel(_:)` first).
    public func accessibilityLabel() throws -> Text {
        if let text = node.view as? Text, let label = text.accessibilityLabelText { return label }
        return try accessibility("accessibilityLabel") { $0.label }
    }

    /// The hint set on the view with `.accessibilityHint(_:)`.
    public func accessibilityHint() throws -> Text {
        try accessibility("accessibilityHint") { $0.hint }
    }

    /// The value description set on the view with `.accessibilityValue(_:)`.
    public func accessibilityValue() throws -> Text {
        try accessibility("accessibilityValue") { $0.value }
    }

    /// Whether `.accessibilityHidden(_:)` hides the view.
    public func accessibilityHidden() throws -> Bool {
        try accessibility("accessibilityHidden") { $0.isHidden }
    }

    /// The identifier set on the view with `.accessibilityIdentifier(_:)`.
    public func accessibilityIdentifier() throws -> String {
        try accessibility("accessibilityIdentifier") { $0.identifier }
    }

    /// The sort priority set on the view with `.accessibilitySortPriority(_:)`.
    public func accessibilitySortPriority() throws -> Double {
        try accessibility("accessibilitySortPriority") { $0.sortPriority }
    }

    /// The input labels set on the view with `.accessibilityInputLabels(_:)`.
    public func accessibilityInputLabels() throws -> [Text] {
        try accessibility("accessibilityInputLabels") { $0.inputLabels }
    }

    /// The identifier set on the view with `.accessibility(selectionIdentifier:)`.
    public func accessibilitySelectionIdentifier() throws -> AnyHashable {
        try accessibility("accessibility(selectionIdentifier:)") { $0.selectionIdentifier }
    }

    /// The activation point set on the view with `.accessibilityActivationPoint(_:)` as a
    /// `UnitPoint` (one set as a `CGPoint` is not).
    public func accessibilityActivationPoint() throws -> UnitPoint {
        try accessibility("accessibilityActivationPoint") { properties in
            if case .unit(let point) = properties.activationPoint { return point }
            return nil
        }
    }

    /// Performs the view's custom accessibility action named `named`, then applies the
    /// updates.
    public func callAccessibilityAction<S: StringProtocol>(_ named: S) throws {
        try callAccessibilityAction(AccessibilityActionKind(named: Text(named)))
    }

    /// Performs the view's accessibility action of `kind`, then applies the updates.
    public func callAccessibilityAction(_ kind: AccessibilityActionKind) throws {
        let handler = try accessibility("accessibilityAction(\(kind.callDescription))") {
            $0.handler(for: kind)
        }
        handler()
        commit()
    }

    /// Performs the view's adjustable action in `direction`, then applies the updates.
    public func callAccessibilityAdjustableAction(_ direction: AccessibilityAdjustmentDirection = .increment)
        throws
    {
        let handler = try accessibility("accessibilityAdjustableAction") { $0.adjustableAction }
        handler(direction)
        commit()
    }

    /// Performs the view's scroll action towards `edge`, then applies the updates.
    public func callAccessibilityScrollAction(_ edge: Edge) throws {
        let handler = try accessibility("accessibilityScrollAction") { $0.scrollAction }
        handler(edge)
        commit()
    }
}

extension Text {
    /// The string the text shows, without styles (as ViewInspector reads a `Text` value).
    public func string() throws -> String { plainString }
}
