import FacetUI

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
    /// The string the text shows, without styles (live: it follows state changes).
    public func string() throws -> String {
        let text = try viewValue(as: FacetUI.Text.self, expected: "Text")
        return text._plainString
    }
}
