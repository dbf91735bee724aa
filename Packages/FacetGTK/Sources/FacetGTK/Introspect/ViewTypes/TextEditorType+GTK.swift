import FacetIntrospect
import FacetUI

extension TextEditorType: GTKIntrospectable {
    /// The `GtkTextView` of a `TextEditor`.
    public static func backs(_ widget: GTKWidget) -> Bool { widget.content is TextEditorContent }
}
