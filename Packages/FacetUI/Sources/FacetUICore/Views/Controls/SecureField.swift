/// A control into which people securely enter private text: the text is shown masked.
///
/// ```swift
/// @State private var password = ""
/// SecureField("Password", text: $password)
///     .onSubmit { signIn() }
/// ```
public struct SecureField<Label: View>: View, ControlView {
    let text: Binding<String>
    let prompt: Text?
    /// The field's label, as written (for inspection tools).
    @_spi(Inspection) public let labelView: Label
    /// The action of the deprecated `onCommit:` initialisers (only its `onCommit` is set).
    @_spi(Inspection) public internal(set) var editingActions = TextInputEditingActions()

    /// Creates a secure field with a prompt and a label built from a view.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        (self.text, self.prompt, self.labelView) = (text, prompt, label())
    }

    /// A primitive view: the graph builds it.
    public typealias Body = Never

    static var sizesWidget: Bool { true }

    func label(in environment: EnvironmentValues) -> EmptyView { EmptyView() }

    func widgetContent(in environment: EnvironmentValues) -> any WidgetContent {
        TextFieldContent(
            text: text.wrappedValue,
            placeholder: placeholder(prompt: prompt, label: labelView, environment: environment),
            isSecure: true,
            axis: .horizontal, style: environment.textFieldStyle.appearance, isEnabled: environment.isEnabled
        )
    }

    func handle(_ event: WidgetEvent, environment: EnvironmentValues) {
        handleTextInput(
            event, text: text, environment: environment, capitalizes: false, actions: editingActions)
    }
}

extension SecureField where Label == Text {
    /// Creates a secure field with a text label generated from a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    /// Creates a secure field with a text label generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(title) }
    }

    /// Creates a secure field with a prompt shown while it is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// Creates a secure field with a prompt shown while it is empty.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }

    /// Creates a secure field with a text label generated from a localized title string;
    /// `onCommit` runs when the user presses Return, before the `onSubmit` actions.
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message:
            "Renamed SecureField.init(_:text:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter."
    )
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0,
        message:
            "Renamed SecureField.init(_:text:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter."
    )
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
        editingActions.onCommit = onCommit
    }

    /// Creates a secure field with a text label generated from a title string; `onCommit`
    /// runs when the user presses Return, before the `onSubmit` actions.
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message:
            "Renamed SecureField.init(_:text:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter."
    )
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0,
        message:
            "Renamed SecureField.init(_:text:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter."
    )
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text, prompt: nil) { Text(title) }
        editingActions.onCommit = onCommit
    }
}
