import FacetUI
@_spi(Inspection) import FacetUICore

extension InspectableView {
    /// The label set on the view with `.accessibilityLabel(_:)`.
    public func accessibilityLabel() throws -> Text {
        try modifier(TraitWritingModifier<AccessibilityLabelTrait>.self, "accessibilityLabel") { $0.value }
    }

    /// The hint set on the view with `.accessibilityHint(_:)`.
    public func accessibilityHint() throws -> Text {
        try modifier(TraitWritingModifier<AccessibilityHintTrait>.self, "accessibilityHint") { $0.value }
    }

    /// The value description set on the view with `.accessibilityValue(_:)`.
    public func accessibilityValue() throws -> Text {
        try modifier(TraitWritingModifier<AccessibilityValueTrait>.self, "accessibilityValue") { $0.value }
    }

    /// The identifier set on the view with `.accessibilityIdentifier(_:)`.
    public func accessibilityIdentifier() throws -> String {
        try modifier(TraitWritingModifier<AccessibilityIdentifierTrait>.self, "accessibilityIdentifier") {
            $0.value
        }
    }
}

extension Text {
    /// The string the text shows, without styles (as ViewInspector reads a `Text` value).
    public func string() throws -> String { plainString }
}
