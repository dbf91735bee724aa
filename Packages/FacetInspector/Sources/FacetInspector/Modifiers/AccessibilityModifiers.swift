import FacetUI

extension InspectableView {
    /// The label set on the view with `.accessibilityLabel(_:)`.
    public func accessibilityLabel() throws -> Text {
        try modifier("accessibilityLabel") {
            if case .accessibilityLabel(let text) = $0 { text } else { nil }
        }
    }

    /// The hint set on the view with `.accessibilityHint(_:)`.
    public func accessibilityHint() throws -> Text {
        try modifier("accessibilityHint") {
            if case .accessibilityHint(let text) = $0 { text } else { nil }
        }
    }

    /// The identifier set on the view with `.accessibilityIdentifier(_:)`.
    public func accessibilityIdentifier() throws -> String {
        try modifier("accessibilityIdentifier") {
            if case .accessibilityIdentifier(let identifier) = $0 { identifier } else { nil }
        }
    }
}

extension Text {
    /// The string the text shows, without styles (as ViewInspector reads a `Text` value).
    public func string() throws -> String { _plainString }
}
