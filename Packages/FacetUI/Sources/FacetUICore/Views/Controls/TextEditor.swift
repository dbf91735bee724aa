import Foundation

/// A view that can display and edit long-form text.
///
/// It takes the space it is offered; Return inserts a new line (it does not submit).
///
/// ```swift
/// @State private var notes = ""
/// TextEditor(text: $notes).frame(height: 5)
/// ```
public struct TextEditor: View, ControlView {
    let text: Binding<String>

    /// Creates a plain text editor.
    public init(text: Binding<String>) { self.text = text }

    /// A primitive view: the graph builds it.
    public typealias Body = Never

    static var sizesWidget: Bool { true }

    func label(in environment: EnvironmentValues) -> EmptyView { EmptyView() }

    func widgetContent(in environment: EnvironmentValues) -> any WidgetContent {
        TextEditorContent(text: text.wrappedValue, isEnabled: environment.isEnabled)
    }

    func handle(_ event: WidgetEvent, environment: EnvironmentValues) {
        guard environment.isEnabled, case .text(let new) = event, text.wrappedValue != new else { return }
        text.wrappedValue = new
    }
}

/// A multi-line text editor (`TextEditor`).
///
/// It shows ``text`` wrapped at its width, scrolling when longer than its height. It sends
/// `.text(newText)` on each edit (Return inserts "\n") and `.focus(_:)` when it gains or
/// loses keyboard focus.
public struct TextEditorContent: WidgetContent, Equatable {
    /// The current text.
    public var text: String
    /// Whether the control is in an enabled context (a disabled one ignores input).
    public var isEnabled: Bool

    /// Creates the content.
    public init(text: String, isEnabled: Bool) { (self.text, self.isEnabled) = (text, isEnabled) }

    /// The kind of widget.
    public var kind: String { "TextEditor" }
}
