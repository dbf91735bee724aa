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
    /// The string the text shows, without styles (live: it follows state changes). Facet
    /// has no localization tables, so a text reads as written in every locale: `locale` is
    /// accepted for ViewInspector's signature.
    public func string(locale: Locale = .testsDefault) throws -> String {
        guard let text = node.typedView(as: FacetUI.Text.self) else {
            throw InspectionError.typeMismatch(factual: typeName, expected: "Text")
        }
        return text.plainString
    }
}

extension Locale {
    /// The locale inspection reads texts in when none is given (ViewInspector's default,
    /// which a test suite may set). Facet has no localization tables: texts read as written
    /// whatever it is.
    nonisolated(unsafe) public static var testsDefault = Locale(identifier: "en")
}
