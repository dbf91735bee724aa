import Foundation

extension Text {
    /// The accessibility attributes of a run of text.
    struct AccessibilityAttributes: Hashable, Sendable {
        /// The runs read instead of the run's own text.
        var label: [Run]?
        /// The heading level.
        var headingLevel: AccessibilityHeadingLevel?
        /// The name of the ``AccessibilityTextContentType``.
        var textContentType: String?
    }

    private func changingAccessibility(_ change: (inout AccessibilityAttributes) -> Void) -> Text {
        mapRuns { run in
            var attributes = run.accessibility ?? AccessibilityAttributes()
            change(&attributes)
            run.accessibility = attributes
        }
    }

    /// Adds a label to the text that describes its contents; concatenated texts keep it for
    /// their part.
    ///
    /// ```swift
    /// Text("★★★★") .accessibilityLabel("4 stars") + Text(" rating")
    /// ```
    public func accessibilityLabel(_ label: Text) -> Text { changingAccessibility { $0.label = label.runs } }

    /// Adds a label to the text from a localized string key.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Text {
        accessibilityLabel(Text(labelKey))
    }

    /// Adds a label to the text from a string.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text { accessibilityLabel(Text(label)) }

    /// Marks the text as a heading of `level`.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text {
        changingAccessibility { $0.headingLevel = level }
    }

    /// Sets the kind of text this is, for assistive technologies.
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> Text {
        changingAccessibility { $0.textContentType = value.name }
    }

    /// The label of the first run that has one (`Text.accessibilityLabel(_:)`).
    @_spi(Inspection) public var accessibilityLabelText: Text? {
        runs.lazy.compactMap { $0.accessibility?.label }.first.map { Text(runs: $0) }
    }

    /// The heading level of the first run that has one (`Text.accessibilityHeading(_:)`).
    @_spi(Inspection) public var accessibilityHeadingLevel: AccessibilityHeadingLevel? {
        runs.lazy.compactMap { $0.accessibility?.headingLevel }.first
    }

    /// What assistive technologies read: each run's label, or its text, when a run has a
    /// label; `nil` when none has.
    var accessibilityReading: String? {
        guard runs.contains(where: { $0.accessibility?.label != nil }) else { return nil }
        return runs.map { run in run.accessibility?.label.map { Text(runs: $0).string } ?? run.string }
            .joined()
    }
}
