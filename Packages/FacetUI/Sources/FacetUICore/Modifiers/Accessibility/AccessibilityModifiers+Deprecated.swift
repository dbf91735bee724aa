import Foundation

// Each overload mirrors SwiftUI's (names, labels, return types); the `ModifiedContent` forms
// add to the accessibility modifier they are applied to instead of wrapping it.

extension View {
    /// Deprecated spelling of `accessibilityHidden(_:)`.
    public func accessibility(hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment("accessibility(hidden:)") { $0.isHidden = hidden }
    }

    /// Deprecated spelling of `accessibilityLabel(_:)`.
    public func accessibility(label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment("accessibility(label:)") { $0.label = label }
    }

    /// Deprecated spelling of `accessibilityHint(_:)`.
    public func accessibility(hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment("accessibility(hint:)") { $0.hint = hint }
    }

    /// Deprecated spelling of `accessibilityInputLabels(_:)`.
    public func accessibility(inputLabels: [Text]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment("accessibility(inputLabels:)") { $0.inputLabels = inputLabels }
    }

    /// Deprecated spelling of `accessibilityIdentifier(_:)`.
    public func accessibility(identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment("accessibility(identifier:)") { $0.identifier = identifier }
    }

    /// Deprecated spelling of `accessibilitySortPriority(_:)`.
    public func accessibility(sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment("accessibility(sortPriority:)") { $0.sortPriority = sortPriority }
    }

    /// Deprecated spelling of `accessibilityActivationPoint(_:)`.
    public func accessibility(activationPoint: CGPoint) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment("accessibility(activationPoint:)") {
            $0.activationPoint = .point(activationPoint)
        }
    }

    /// Deprecated spelling of `accessibilityActivationPoint(_:)`.
    public func accessibility(activationPoint: UnitPoint) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment("accessibility(activationPoint:)") {
            $0.activationPoint = .unit(activationPoint)
        }
    }

    /// Deprecated spelling of `accessibilityValue(_:)`.
    public func accessibility(value: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment("accessibility(value:)") { $0.value = value }
    }

    /// Deprecated spelling of `accessibilityAddTraits(_:)`.
    public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment("accessibility(addTraits:)") { $0.add(traits) }
    }

    /// Deprecated spelling of `accessibilityRemoveTraits(_:)`.
    public func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment("accessibility(removeTraits:)") { $0.remove(traits) }
    }

    /// Sets the identifier the view has when it is selected (deprecated without replacement).
    @available(*, deprecated, message: "no replacement")
    public func accessibility(selectionIdentifier: AnyHashable) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment("accessibility(selectionIdentifier:)") {
            $0.selectionIdentifier = selectionIdentifier
        }
    }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    /// Deprecated spelling of `accessibilityHidden(_:)`.
    public func accessibility(hidden: Bool) -> ModifiedContent<Content, Modifier> {
        addingAccessibility("accessibility(hidden:)") { $0.isHidden = hidden }
    }

    /// Deprecated spelling of `accessibilityLabel(_:)`.
    public func accessibility(label: Text) -> ModifiedContent<Content, Modifier> {
        addingAccessibility("accessibility(label:)") { $0.label = label }
    }

    /// Deprecated spelling of `accessibilityHint(_:)`.
    public func accessibility(hint: Text) -> ModifiedContent<Content, Modifier> {
        addingAccessibility("accessibility(hint:)") { $0.hint = hint }
    }

    /// Deprecated spelling of `accessibilityInputLabels(_:)`.
    public func accessibility(inputLabels: [Text]) -> ModifiedContent<Content, Modifier> {
        addingAccessibility("accessibility(inputLabels:)") { $0.inputLabels = inputLabels }
    }

    /// Deprecated spelling of `accessibilityIdentifier(_:)`.
    public func accessibility(identifier: String) -> ModifiedContent<Content, Modifier> {
        addingAccessibility("accessibility(identifier:)") { $0.identifier = identifier }
    }

    /// Deprecated spelling of `accessibilitySortPriority(_:)`.
    public func accessibility(sortPriority: Double) -> ModifiedContent<Content, Modifier> {
        addingAccessibility("accessibility(sortPriority:)") { $0.sortPriority = sortPriority }
    }

    /// Deprecated spelling of `accessibilityActivationPoint(_:)`.
    public func accessibility(activationPoint: CGPoint) -> ModifiedContent<Content, Modifier> {
        addingAccessibility("accessibility(activationPoint:)") {
            $0.activationPoint = .point(activationPoint)
        }
    }

    /// Deprecated spelling of `accessibilityActivationPoint(_:)`.
    public func accessibility(activationPoint: UnitPoint) -> ModifiedContent<Content, Modifier> {
        addingAccessibility("accessibility(activationPoint:)") { $0.activationPoint = .unit(activationPoint) }
    }

    /// Deprecated spelling of `accessibilityValue(_:)`.
    public func accessibility(value: Text) -> ModifiedContent<Content, Modifier> {
        addingAccessibility("accessibility(value:)") { $0.value = value }
    }

    /// Deprecated spelling of `accessibilityAddTraits(_:)`.
    public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> {
        addingAccessibility("accessibility(addTraits:)") { $0.add(traits) }
    }

    /// Deprecated spelling of `accessibilityRemoveTraits(_:)`.
    public func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier>
    {
        addingAccessibility("accessibility(removeTraits:)") { $0.remove(traits) }
    }

    /// Sets the identifier the view has when it is selected (deprecated without replacement).
    @available(*, deprecated, message: "no replacement")
    public func accessibility(selectionIdentifier: AnyHashable) -> ModifiedContent<Content, Modifier> {
        addingAccessibility("accessibility(selectionIdentifier:)") {
            $0.selectionIdentifier = selectionIdentifier
        }
    }
}
