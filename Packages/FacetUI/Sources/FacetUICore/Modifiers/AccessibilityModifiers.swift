import Foundation

// Accessibility attributes, stored as traits of the view they modify and readable from
// its node (`ViewNode.accessibilityLabel` …), where inspectors and backends find them.

/// The trait of `.accessibilityLabel(_:)` (for inspection tools, "accessibilityLabel").
@_spi(Inspection)
public enum AccessibilityLabelTrait: TraitKey {
    /// A view has no label unless it sets one.
    public static var defaultValue: Text? { nil }
}

/// The trait of `.accessibilityHint(_:)` (for inspection tools, "accessibilityHint").
@_spi(Inspection)
public enum AccessibilityHintTrait: TraitKey {
    /// A view has no hint unless it sets one.
    public static var defaultValue: Text? { nil }
}

/// The trait of `.accessibilityValue(_:)` (for inspection tools, "accessibilityValue").
@_spi(Inspection)
public enum AccessibilityValueTrait: TraitKey {
    /// A view has no value description unless it sets one.
    public static var defaultValue: Text? { nil }
}

/// The trait of `.accessibilityIdentifier(_:)` (for inspection tools,
/// "accessibilityIdentifier").
@_spi(Inspection)
public enum AccessibilityIdentifierTrait: TraitKey {
    /// A view has no identifier unless it sets one.
    public static var defaultValue: String? { nil }
}

extension ViewNode {
    /// The accessibility label set with `accessibilityLabel(_:)` on this view (or on a
    /// modifier wrapping it, up to its container), as plain text.
    public var accessibilityLabel: String? { trait(AccessibilityLabelTrait.self)?.string }

    /// The accessibility hint set with `accessibilityHint(_:)`, as plain text.
    public var accessibilityHint: String? { trait(AccessibilityHintTrait.self)?.string }

    /// The value description set with `accessibilityValue(_:)`, as plain text.
    public var accessibilityValue: String? { trait(AccessibilityValueTrait.self)?.string }

    /// The identifier set with `accessibilityIdentifier(_:)`.
    public var accessibilityIdentifier: String? { trait(AccessibilityIdentifierTrait.self) }
}

extension View {
    private func accessibilityTrait<K: TraitKey>(_ key: K.Type, _ value: K.Value) -> TraitView<K, Self> {
        trait(key, value)
    }

    /// Adds a label to the view that describes its contents.
    ///
    /// ```swift
    /// Image(systemName: "trash").accessibilityLabel(Text("Delete"))
    /// ```
    public func accessibilityLabel(_ label: Text) -> some View {
        accessibilityTrait(AccessibilityLabelTrait.self, label)
    }

    /// Adds a label to the view that describes its contents, from a localized string key.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        accessibilityTrait(AccessibilityLabelTrait.self, Text(labelKey))
    }

    /// Adds a label to the view that describes its contents, from a string.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        accessibilityTrait(AccessibilityLabelTrait.self, Text(label))
    }

    /// Communicates to the user what happens after performing the view's action.
    ///
    /// ```swift
    /// Button("Send") { send() }.accessibilityHint("Sends the message")
    /// ```
    public func accessibilityHint(_ hint: Text) -> some View {
        accessibilityTrait(AccessibilityHintTrait.self, hint)
    }

    /// Communicates what happens after performing the view's action, from a key.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
        accessibilityTrait(AccessibilityHintTrait.self, Text(hintKey))
    }

    /// Communicates what happens after performing the view's action, from a string.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        accessibilityTrait(AccessibilityHintTrait.self, Text(hint))
    }

    /// Adds a textual description of the value that the view contains, for a view whose
    /// label does not say it (a custom gauge, a rating).
    ///
    /// ```swift
    /// RatingView(stars: 4).accessibilityLabel("Rating").accessibilityValue("4 of 5 stars")
    /// ```
    public func accessibilityValue(_ valueDescription: Text) -> some View {
        accessibilityTrait(AccessibilityValueTrait.self, valueDescription)
    }

    /// Adds a textual description of the value that the view contains, from a key.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
        accessibilityTrait(AccessibilityValueTrait.self, Text(valueKey))
    }

    /// Adds a textual description of the value that the view contains, from a string.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        accessibilityTrait(AccessibilityValueTrait.self, Text(value))
    }

    /// Uses the string you specify to identify the view (for UI tests and inspectors).
    ///
    /// ```swift
    /// TextField("Name", text: $name).accessibilityIdentifier("nameField")
    /// ```
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        accessibilityTrait(AccessibilityIdentifierTrait.self, identifier)
    }
}
