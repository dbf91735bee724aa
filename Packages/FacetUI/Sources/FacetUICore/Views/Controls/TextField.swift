import Foundation

/// A control that displays an editable text interface.
///
/// Typing writes the bound string; pressing Return runs the `onSubmit(of:_:)` actions in
/// the environment. The title is shown as the placeholder when the field is empty (the
/// `prompt`, when given, takes its place).
///
/// ```swift
/// @State private var name = ""
/// TextField("Name", text: $name)
///     .textFieldStyle(.roundedBorder)
///     .onSubmit { save() }
/// ```
public struct TextField<Label: View>: View, ControlView {
    let text: Binding<String>
    /// The field's prompt, or `nil` without one.
    @_spi(Inspection) public let prompt: Text?
    let axis: Axis
    /// The field's label, as written (the widget draws it as a placeholder; no node is built for it).
    @_spi(Inspection) public let labelView: Label

    /// Creates a text field with a prompt and a label built from a view.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, axis: .horizontal, label: label)
    }

    /// Creates a text field that scrolls (`.horizontal`) or grows (`.vertical`) along
    /// `axis` when its text does not fit.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        (self.text, self.prompt, self.axis, self.labelView) = (text, prompt, axis, label())
    }

    /// A primitive view: the graph builds it.
    public typealias Body = Never

    static var sizesWidget: Bool { true }

    func label(in environment: EnvironmentValues) -> EmptyView { EmptyView() }

    func widgetContent(in environment: EnvironmentValues) -> any WidgetContent {
        TextFieldContent(
            text: text.wrappedValue,
            placeholder: placeholder(prompt: prompt, label: labelView, environment: environment),
            isSecure: false,
            axis: axis, style: environment.textFieldStyle.appearance, isEnabled: environment.isEnabled)
    }

    func handle(_ event: WidgetEvent, environment: EnvironmentValues) {
        handleTextInput(event, text: text, environment: environment)
    }
}

extension TextField where Label == Text {
    /// Creates a text field with a text label generated from a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    /// Creates a text field with a text label generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(title) }
    }

    /// Creates a text field with a prompt shown while it is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// Creates a text field with a prompt shown while it is empty.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }

    /// Creates a text field that grows (`.vertical`) or scrolls (`.horizontal`) along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis) { Text(titleKey) }
    }

    /// Creates a text field that grows (`.vertical`) or scrolls (`.horizontal`) along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis) { Text(title) }
    }

    /// Creates a text field with a prompt that grows or scrolls along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(titleKey) }
    }

    /// Creates a text field with a prompt that grows or scrolls along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(title) }
    }
}

/// The placeholder of a text input: the prompt, else the label's first text.
@MainActor
func placeholder(prompt: Text?, label: some View, environment: EnvironmentValues) -> String {
    prompt?.string ?? ViewContentReader.firstText(in: label, environment: environment)?.string ?? ""
}

/// Applies a text input's events: `.text` writes the binding, `.submit` runs the
/// environment's submit actions for text fields.
@MainActor
func handleTextInput(_ event: WidgetEvent, text: Binding<String>, environment: EnvironmentValues) {
    guard environment.isEnabled else { return }
    switch event {
    case .text(let new): if text.wrappedValue != new { text.wrappedValue = new }
    case .submit: environment.submitActions.run(for: .text)
    default: break
    }
}

/// A one-line (or, along the vertical axis, growing) text input, with `TextField` and
/// `SecureField`.
///
/// It shows ``text`` (each character as "•" when ``isSecure``), or ``placeholder`` dimmed
/// while the text is empty; `roundedBorder` draws a box around it. It sends
/// `.text(newText)` on each edit, `.submit` on Return and `.focus(_:)` when it gains or
/// loses keyboard focus.
public struct TextFieldContent: WidgetContent, Equatable {
    /// How the field is drawn.
    public enum Style: String, Equatable, Sendable {
        /// The platform default: an underlined field on a terminal.
        case automatic
        /// No decoration.
        case plain
        /// A box around the field.
        case roundedBorder
    }
    /// The current text.
    public var text: String
    /// Shown while the text is empty.
    public var placeholder: String
    /// Whether the text is masked (`SecureField`).
    public var isSecure: Bool
    /// `.vertical`: the field grows to show every line; `.horizontal`: it scrolls.
    public var axis: Axis
    /// The look.
    public var style: Style
    /// Whether the control is in an enabled context (a disabled one ignores input).
    public var isEnabled: Bool

    /// Creates the content.
    public init(text: String, placeholder: String, isSecure: Bool, axis: Axis, style: Style, isEnabled: Bool)
    {
        (self.text, self.placeholder, self.isSecure, self.axis, self.style, self.isEnabled) =
            (text, placeholder, isSecure, axis, style, isEnabled)
    }

    /// The kind of widget.
    public var kind: String { isSecure ? "SecureField" : "TextField" }
}
