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
    /// For a field editing a value through a format (`TextField(_:value:format:)`): how the
    /// value is shown and how typed text is parsed back. `nil` for a field editing a string.
    let format: TextFieldFormat?
    /// The actions of the deprecated `onEditingChanged:` and `onCommit:` initialisers.
    @_spi(Inspection) public internal(set) var editingActions = TextInputEditingActions()

    /// Creates a text field with a prompt and a label built from a view.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, axis: .horizontal, label: label)
    }

    /// Creates a text field that scrolls (`.horizontal`) or grows (`.vertical`) along
    /// `axis` when its text does not fit.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        (self.text, self.prompt, self.axis, self.labelView, self.format) = (text, prompt, axis, label(), nil)
    }

    /// A field editing a value through `format`; `text` reads and writes the value as text
    /// in the user's locale (the widget follows the environment's).
    init(format: TextFieldFormat, prompt: Text?, label: Label) {
        (self.prompt, self.axis, self.labelView, self.format) = (prompt, .horizontal, label, format)
        text = Binding(
            get: { format.string(in: EnvironmentValues()) },
            set: { _ = format.commit($0, in: EnvironmentValues()) })
    }

    /// Whether the field edits a value through a format, so that typed text is parsed
    /// only when the user ends editing (Return, or leaving the field).
    @_spi(Inspection) public var editsFormattedValue: Bool { format != nil }

    /// A primitive view: the graph builds it.
    public typealias Body = Never

    static var sizesWidget: Bool { true }

    func label(in environment: EnvironmentValues) -> EmptyView { EmptyView() }

    func widgetContent(in environment: EnvironmentValues) -> any WidgetContent {
        widgetContent(in: environment, editing: ControlEditing())
    }

    func widgetContent(in environment: EnvironmentValues, editing: ControlEditing) -> any WidgetContent {
        TextFieldContent(
            text: editing.draft ?? format?.string(in: environment) ?? text.wrappedValue,
            placeholder: placeholder(prompt: prompt, label: labelView, environment: environment),
            isSecure: false,
            axis: axis, style: environment.textFieldStyle.appearance, isEnabled: environment.isEnabled)
    }

    func handle(_ event: WidgetEvent, environment: EnvironmentValues) {
        handle(event, environment: environment, editing: ControlEditing())
    }

    /// A formatted field keeps what is typed as a draft and parses it on Return or when
    /// the field loses focus: a valid text writes the value, an invalid one is dropped and
    /// the field shows the last valid value again.
    func handle(_ event: WidgetEvent, environment: EnvironmentValues, editing: ControlEditing) {
        guard let format else {
            return handleTextInput(event, text: text, environment: environment, actions: editingActions)
        }
        guard environment.isEnabled else { return }
        switch event {
        case .text(let new): editing.draft = new
        case .submit:
            commit(editing, with: format, in: environment)
            editingActions.onCommit?()
            environment.submitActions.run(for: .text)
        case .focus(let isFocused):
            if !isFocused { commit(editing, with: format, in: environment) }
            editingActions.onEditingChanged?(isFocused)
        default: break
        }
    }

    private func commit(
        _ editing: ControlEditing, with format: TextFieldFormat, in environment: EnvironmentValues
    ) {
        guard let draft = editing.draft else { return }
        _ = format.commit(draft, in: environment)
        editing.draft = nil
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

/// Applies a text input's events: `.text` writes the binding (capitalized as
/// `textInputAutocapitalization(_:)` asks, unless `capitalizes` is false, as for secure
/// fields), `.submit` runs the field's `onCommit` action then the environment's submit
/// actions for text fields, `.focus` runs its `onEditingChanged` action.
@MainActor
func handleTextInput(
    _ event: WidgetEvent, text: Binding<String>, environment: EnvironmentValues, capitalizes: Bool = true,
    actions: TextInputEditingActions
) {
    guard environment.isEnabled else { return }
    switch event {
    case .text(let typed):
        let old = text.wrappedValue
        let rule = capitalizes ? environment.textInputAutocapitalization : nil
        let new = rule?.apply(typed: typed, after: old) ?? typed
        if old != new { text.wrappedValue = new }
    case .submit:
        actions.onCommit?()
        environment.submitActions.run(for: .text)
    case .focus(let isFocused): actions.onEditingChanged?(isFocused)
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
