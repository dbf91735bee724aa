import Foundation

// Each overload mirrors SwiftUI's (names, labels, return types); the `ModifiedContent` forms
// add to the accessibility modifier they are applied to instead of wrapping it.

extension View {
    /// Adds a label to the view that describes its contents.
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment("accessibilityLabel") { $0.label = label }
    }

    /// Adds a label to the view that describes its contents. (from a localized string key)
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment("accessibilityLabel") { $0.label = Text(labelKey) }
    }

    /// Adds a label to the view that describes its contents. (from a string)
    @_disfavoredOverload public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment("accessibilityLabel") { $0.label = Text(label) }
    }

    /// Adds a label to the view that describes its contents. Applies only when `isEnabled` is
    /// true.
    public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment("accessibilityLabel", if: isEnabled) { $0.label = label }
    }

    /// Adds a label to the view that describes its contents. Applies only when `isEnabled` is
    /// true. (from a localized string key)
    public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment("accessibilityLabel", if: isEnabled) { $0.label = Text(labelKey) }
    }

    /// Adds a label to the view that describes its contents. Applies only when `isEnabled` is
    /// true. (from a string)
    @_disfavoredOverload public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment("accessibilityLabel", if: isEnabled) { $0.label = Text(label) }
    }

    /// Communicates to the user what happens after performing the view's action.
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment("accessibilityHint") { $0.hint = hint }
    }

    /// Communicates to the user what happens after performing the view's action. (from a
    /// localized string key)
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment("accessibilityHint") { $0.hint = Text(hintKey) }
    }

    /// Communicates to the user what happens after performing the view's action. (from a
    /// string)
    @_disfavoredOverload public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment("accessibilityHint") { $0.hint = Text(hint) }
    }

    /// Communicates to the user what happens after performing the view's action. Applies only
    /// when `isEnabled` is true.
    public func accessibilityHint(_ hint: Text, isEnabled: Bool) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment("accessibilityHint", if: isEnabled) { $0.hint = hint }
    }

    /// Communicates to the user what happens after performing the view's action. Applies only
    /// when `isEnabled` is true. (from a localized string key)
    public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment("accessibilityHint", if: isEnabled) { $0.hint = Text(hintKey) }
    }

    /// Communicates to the user what happens after performing the view's action. Applies only
    /// when `isEnabled` is true. (from a string)
    @_disfavoredOverload public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment("accessibilityHint", if: isEnabled) { $0.hint = Text(hint) }
    }

    /// Adds a textual description of the value that the view contains.
    public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment("accessibilityValue") { $0.value = valueDescription }
    }

    /// Adds a textual description of the value that the view contains. (from a localized string
    /// key)
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment("accessibilityValue") { $0.value = Text(valueKey) }
    }

    /// Adds a textual description of the value that the view contains. (from a string)
    @_disfavoredOverload public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment("accessibilityValue") { $0.value = Text(value) }
    }

    /// Adds a textual description of the value that the view contains. Applies only when
    /// `isEnabled` is true.
    public func accessibilityValue(_ valueDescription: Text, isEnabled: Bool) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment("accessibilityValue", if: isEnabled) { $0.value = valueDescription }
    }

    /// Adds a textual description of the value that the view contains. Applies only when
    /// `isEnabled` is true. (from a localized string key)
    public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment("accessibilityValue", if: isEnabled) { $0.value = Text(valueKey) }
    }

    /// Adds a textual description of the value that the view contains. Applies only when
    /// `isEnabled` is true. (from a string)
    @_disfavoredOverload public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment("accessibilityValue", if: isEnabled) { $0.value = Text(value) }
    }

    /// Uses the string you specify to identify the view (for UI tests and inspectors).
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment("accessibilityIdentifier") { $0.identifier = identifier }
    }

    /// Hides the view (and its content) from assistive technologies when `hidden` is true.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment("accessibilityHidden") { $0.isHidden = hidden }
    }

    /// Sets alternate input labels with which users identify the view (voice control).
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment("accessibilityInputLabels") { $0.inputLabels = inputLabels }
    }

    /// Sets alternate input labels from localized string keys.
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment("accessibilityInputLabels") {
            $0.inputLabels = inputLabelKeys.map { Text($0) }
        }
    }

    /// Sets alternate input labels from strings.
    @_disfavoredOverload public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S])
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment("accessibilityInputLabels") { $0.inputLabels = inputLabels.map { Text($0) } }
    }

    /// The point, in the view's coordinates, where assistive technologies activate it.
    public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment("accessibilityActivationPoint") {
            $0.activationPoint = .point(activationPoint)
        }
    }

    /// The point, relative to the view's size, where assistive technologies activate it.
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment("accessibilityActivationPoint") {
            $0.activationPoint = .unit(activationPoint)
        }
    }

    /// Uses the string you specify to identify the view (for UI tests and inspectors). Applies
    /// only when `isEnabled` is true.
    public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment("accessibilityIdentifier", if: isEnabled) { $0.identifier = identifier }
    }

    /// Hides the view (and its content) from assistive technologies when `hidden` is true.
    /// Applies only when `isEnabled` is true.
    public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment("accessibilityHidden", if: isEnabled) { $0.isHidden = hidden }
    }

    /// Sets alternate input labels with which users identify the view (voice control). Applies
    /// only when `isEnabled` is true.
    public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment("accessibilityInputLabels", if: isEnabled) { $0.inputLabels = inputLabels }
    }

    /// Sets alternate input labels from localized string keys. Applies only when `isEnabled` is
    /// true.
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment("accessibilityInputLabels", if: isEnabled) {
            $0.inputLabels = inputLabelKeys.map { Text($0) }
        }
    }

    /// Sets alternate input labels from strings. Applies only when `isEnabled` is true.
    @_disfavoredOverload public func accessibilityInputLabels<S: StringProtocol>(
        _ inputLabels: [S], isEnabled: Bool
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment("accessibilityInputLabels", if: isEnabled) {
            $0.inputLabels = inputLabels.map { Text($0) }
        }
    }

    /// The point, in the view's coordinates, where assistive technologies activate it. Applies
    /// only when `isEnabled` is true.
    public func accessibilityActivationPoint(_ activationPoint: CGPoint, isEnabled: Bool) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment("accessibilityActivationPoint", if: isEnabled) {
            $0.activationPoint = .point(activationPoint)
        }
    }

    /// The point, relative to the view's size, where assistive technologies activate it.
    /// Applies only when `isEnabled` is true.
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment("accessibilityActivationPoint", if: isEnabled) {
            $0.activationPoint = .unit(activationPoint)
        }
    }

    /// Whether the view responds to user interaction when an assistive technology is on.
    /// Applies only when `isEnabled` is true.
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment("accessibilityRespondsToUserInteraction", if: isEnabled) {
            $0.respondsToUserInteraction = respondsToUserInteraction
        }
    }

    /// Whether the view responds to user interaction when an assistive technology is on.
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment("accessibilityRespondsToUserInteraction") {
            $0.respondsToUserInteraction = respondsToUserInteraction
        }
    }

    /// Sets the sort priority order for the view's accessibility element, relative to its
    /// siblings (higher first).
    public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment("accessibilitySortPriority") { $0.sortPriority = sortPriority }
    }

    /// Adds `traits` to the view's accessibility traits.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment("accessibilityAddTraits") { $0.add(traits) }
    }

    /// Removes `traits` from the view's accessibility traits.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment("accessibilityRemoveTraits") { $0.remove(traits) }
    }

    /// Marks the view as a heading of `level`.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment("accessibilityHeading") { $0.headingLevel = level }
    }

    /// Sets the kind of text the view shows, for assistive technologies.
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment("accessibilityTextContentType") { $0.textContentType = value }
    }

    /// Adds an accessibility action of `actionKind` (by default, activating the view).
    public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment("accessibilityAction") {
            $0.actions.append(.init(kind: actionKind, handler: handler))
        }
    }

    /// Adds a custom accessibility action named `name`.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment("accessibilityAction") {
            $0.actions.append(.init(kind: AccessibilityActionKind(named: name), handler: handler))
        }
    }

    /// Adds a custom accessibility action named by a localized string key.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment("accessibilityAction") {
            $0.actions.append(.init(kind: AccessibilityActionKind(named: Text(nameKey)), handler: handler))
        }
    }

    /// Adds a custom accessibility action named by a string.
    @_disfavoredOverload public func accessibilityAction<S: StringProtocol>(
        named name: S, _ handler: @escaping () -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment("accessibilityAction") {
            $0.actions.append(.init(kind: AccessibilityActionKind(named: Text(name)), handler: handler))
        }
    }

    /// Adds an action that assistive technologies perform to increment or decrement the view's
    /// value.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment("accessibilityAdjustableAction") { $0.adjustableAction = handler }
    }

    /// Adds an action that assistive technologies perform to scroll the view's content.
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment("accessibilityScrollAction") { $0.scrollAction = handler }
    }
}
