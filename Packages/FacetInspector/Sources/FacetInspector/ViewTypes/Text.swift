import FacetUI
@_spi(Inspection) import FacetUICore
import Foundation

extension ViewType {
    /// `Text` as inspection sees it.
    public struct Text: KnownViewType {
        /// "Text".
        public static var typePrefix: String { "Text" }
        /// Whether `node` holds a `Text`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is FacetUI.Text }
    }
}

extension InspectableView {
    /// The only enclosed `Text` (or this view, when it is one).
    public func text() throws -> InspectableView<ViewType.Text> {
        try child(ViewType.Text.self, call: "text", index: nil)
    }

    /// The enclosed `Text` at `index`.
    public func text(_ index: Int) throws -> InspectableView<ViewType.Text> {
        try child(ViewType.Text.self, call: "text", index: index)
    }
}

extension InspectableView where View == ViewType.Text {
    /// The string the text shows, without styles (live: it follows state changes). Values
    /// shown through a format (`Text(price, format: .currency(code: "EUR"))`,
    /// `"\(value, specifier: "%.2f")"`, a `Formatter`) are formatted for `locale`, in the
    /// view's calendar and time zone; an image inside the text reads "Image('name')". Facet
    /// has no localization tables, so the text's keys read as written in every locale.
    public func string(locale: Locale = .testsDefault) throws -> String {
        try textValue().plainString(
            locale: locale, calendar: node.environment.calendar, timeZone: node.environment.timeZone)
    }

    /// The images the text shows inline (`Text(image)`, `Text("Tap \(image)")`), in order,
    /// concatenated texts included.
    public func images() throws -> [FacetUI.Image] { try textValue().inlineImages }

    /// The attributed string a text made with `Text(_:)` from an `AttributedString` shows
    /// (whatever modifiers were applied to it since); other texts, concatenations of them
    /// included, throw.
    public func attributedString() throws -> AttributedString {
        guard let attributed = try textValue().attributedContent else {
            throw InspectionError.notSupported(
                "Please use attributes() for accessing the text styles on this view")
        }
        return attributed
    }

    private func textValue() throws -> FacetUI.Text {
        guard let text = node.typedView(as: FacetUI.Text.self) else {
            throw InspectionError.typeMismatch(factual: typeName, expected: "Text")
        }
        return text
    }
}

extension Locale {
    /// The locale inspection reads texts in when none is given (ViewInspector's default,
    /// which a test suite may set): the values a text shows through a format are formatted
    /// for it. Facet has no localization tables: keys read as written whatever it is.
    nonisolated(unsafe) public static var testsDefault = Locale(identifier: "en")
}
