import FacetUI

extension ViewType {
    /// `TextEditor` as inspection sees it.
    public struct TextEditor: KnownViewType {
        /// "TextEditor".
        public static var typePrefix: String { "TextEditor" }
        /// Whether `node` holds a `TextEditor`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is FacetUI.TextEditor }
    }
}

extension InspectableView {
    /// The only enclosed `TextEditor` (or this view, when it is one).
    public func textEditor() throws -> InspectableView<ViewType.TextEditor> {
        try child(ViewType.TextEditor.self, call: "textEditor", index: nil)
    }

    /// The enclosed `TextEditor` at `index`.
    public func textEditor(_ index: Int) throws -> InspectableView<ViewType.TextEditor> {
        try child(ViewType.TextEditor.self, call: "textEditor", index: index)
    }
}

extension InspectableView where View == ViewType.TextEditor {
    /// The text the editor shows.
    public func input() throws -> String { try widgetContent(TextEditorContent.self).text }

    /// Acts as the user: types `text` in place of the editor's text, then applies the
    /// updates.
    public func setInput(_ text: String) throws {
        try send(.text(text))
    }
}
