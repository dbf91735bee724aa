import Foundation

/// The accessibility properties an ``AccessibilityAttachmentModifier`` attaches (for
/// inspection tools and backends). `nil` means "not set here".
@_spi(Inspection)
public struct AccessibilityProperties {
    /// A custom action and its handler.
    public struct Action {
        /// The action's kind.
        public let kind: AccessibilityActionKind
        /// What runs when an assistive technology performs it.
        public let handler: () -> Void
    }

    /// Where an assistive technology activates the element.
    public enum ActivationPoint: Equatable {
        /// A point relative to the element's size.
        case unit(UnitPoint)
        /// A point in the element's coordinates.
        case point(CGPoint)
    }

    /// `.accessibilityLabel(_:)`.
    public internal(set) var label: Text?
    /// `.accessibilityHint(_:)`.
    public internal(set) var hint: Text?
    /// `.accessibilityValue(_:)`.
    public internal(set) var value: Text?
    /// `.accessibilityIdentifier(_:)`.
    public internal(set) var identifier: String?
    /// `.accessibilityHidden(_:)`.
    public internal(set) var isHidden: Bool?
    /// `.accessibilitySortPriority(_:)`.
    public internal(set) var sortPriority: Double?
    /// `.accessibilityInputLabels(_:)`.
    public internal(set) var inputLabels: [Text]?
    /// The traits `.accessibilityAddTraits(_:)` added (and no later modifier removed).
    public internal(set) var addedTraits = AccessibilityTraits()
    /// The traits `.accessibilityRemoveTraits(_:)` removed (and no later modifier added).
    public internal(set) var removedTraits = AccessibilityTraits()
    /// `.accessibility(selectionIdentifier:)`.
    public internal(set) var selectionIdentifier: AnyHashable?
    /// `.accessibilityActivationPoint(_:)`.
    public internal(set) var activationPoint: ActivationPoint?
    /// `.accessibilityHeading(_:)`.
    public internal(set) var headingLevel: AccessibilityHeadingLevel?
    /// `.accessibilityTextContentType(_:)`.
    public internal(set) var textContentType: AccessibilityTextContentType?
    /// `.accessibilityRespondsToUserInteraction(_:)`.
    public internal(set) var respondsToUserInteraction: Bool?
    /// `.accessibilityElement(children:)`.
    public internal(set) var childBehavior: AccessibilityChildBehavior?
    /// `.accessibilityAction(_:_:)` and `.accessibilityAction(named:_:)`, in order.
    public internal(set) var actions: [Action] = []
    /// `.accessibilityAdjustableAction(_:)`.
    public internal(set) var adjustableAction: ((AccessibilityAdjustmentDirection) -> Void)?
    /// `.accessibilityScrollAction(_:)`.
    public internal(set) var scrollAction: ((Edge) -> Void)?
    /// The modifiers written, in order ("accessibilityLabel", "accessibility(hidden:)").
    public internal(set) var modifierNames: [String] = []

    init() {}

    /// Adds `traits`, undoing an earlier removal.
    mutating func add(_ traits: AccessibilityTraits) {
        addedTraits.formUnion(traits)
        removedTraits.subtract(traits)
    }

    /// Removes `traits`, undoing an earlier addition.
    mutating func remove(_ traits: AccessibilityTraits) {
        removedTraits.formUnion(traits)
        addedTraits.subtract(traits)
    }

    /// These properties with those of `outer` (a modifier applied after) on top: what
    /// `outer` sets replaces what these set; traits and actions accumulate.
    func merged(with outer: AccessibilityProperties) -> AccessibilityProperties {
        var result = self
        result.label = outer.label ?? label
        result.hint = outer.hint ?? hint
        result.value = outer.value ?? value
        result.identifier = outer.identifier ?? identifier
        result.isHidden = outer.isHidden ?? isHidden
        result.sortPriority = outer.sortPriority ?? sortPriority
        result.inputLabels = outer.inputLabels ?? inputLabels
        result.add(outer.addedTraits)
        result.remove(outer.removedTraits)
        result.selectionIdentifier = outer.selectionIdentifier ?? selectionIdentifier
        result.activationPoint = outer.activationPoint ?? activationPoint
        result.headingLevel = outer.headingLevel ?? headingLevel
        result.textContentType = outer.textContentType ?? textContentType
        result.respondsToUserInteraction = outer.respondsToUserInteraction ?? respondsToUserInteraction
        result.childBehavior = outer.childBehavior ?? childBehavior
        result.actions += outer.actions
        result.adjustableAction = outer.adjustableAction ?? adjustableAction
        result.scrollAction = outer.scrollAction ?? scrollAction
        result.modifierNames += outer.modifierNames
        return result
    }

    /// The handler of the action of `kind` (the last one written).
    public func handler(for kind: AccessibilityActionKind) -> (() -> Void)? {
        actions.last { $0.kind == kind }?.handler
    }
}

extension ViewNode {
    /// The accessibility properties of this view: those of the accessibility modifiers
    /// applied to it (up to its container), the outermost winning, over a text's own label
    /// and heading level.
    @_spi(Inspection) public var accessibility: AccessibilityProperties {
        let key = ObjectIdentifier(AccessibilityAttachmentModifier.self)
        var attached: [AccessibilityProperties] = []
        var node: ViewNode? = self
        while let current = node {
            if let properties = current.localTrait(key) as? AccessibilityProperties {
                attached.append(properties)
            }
            node = current.parent
            if let next = node, next.isLayoutUnit { break }
        }
        var properties = attached.reduce(AccessibilityProperties()) { $0.merged(with: $1) }
        if let text = (self as? TextNode)?.value {
            properties.label = properties.label ?? text.accessibilityLabelText
            properties.headingLevel = properties.headingLevel ?? text.accessibilityHeadingLevel
        }
        return properties
    }

    /// The accessibility label set with `accessibilityLabel(_:)` on this view (or on a
    /// modifier wrapping it, up to its container), as plain text.
    public var accessibilityLabel: String? { accessibility.label?.string }

    /// The accessibility hint set with `accessibilityHint(_:)`, as plain text.
    public var accessibilityHint: String? { accessibility.hint?.string }

    /// The value description set with `accessibilityValue(_:)`, as plain text.
    public var accessibilityValue: String? { accessibility.value?.string }

    /// The identifier set with `accessibilityIdentifier(_:)`.
    public var accessibilityIdentifier: String? { accessibility.identifier }

    /// Whether `accessibilityHidden(true)` on this view or on one containing it hides it
    /// from assistive technologies.
    public var isAccessibilityHidden: Bool {
        let key = ObjectIdentifier(AccessibilityAttachmentModifier.self)
        var node: ViewNode? = self
        while let current = node {
            if (current.localTrait(key) as? AccessibilityProperties)?.isHidden == true { return true }
            node = current.parent
        }
        return false
    }
}
