/// A representation of an alert presentation, for `.alert(isPresented:content:)` and
/// `.alert(item:content:)`: a title, an optional message, and one or two buttons.
///
/// ```swift
/// .alert(isPresented: $confirming) {
///     Alert(title: Text("Delete file?"), message: Text("This cannot be undone."),
///           primaryButton: .destructive(Text("Delete")) { delete() },
///           secondaryButton: .cancel())
/// }
/// ```
public struct Alert {
    /// The title, in bold.
    @_spi(Inspection) public let title: Text
    /// The message under the title, or `nil` without one.
    @_spi(Inspection) public let message: Text?
    /// The first button: the dismiss button, or "OK" without one.
    @_spi(Inspection) public let primaryButton: Alert.Button
    /// The second button, or `nil` with a single button.
    @_spi(Inspection) public let secondaryButton: Alert.Button?

    /// Creates an alert with one button ("OK" without `dismissButton`).
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
        self.title = title
        self.message = message
        primaryButton = dismissButton ?? .default(Text("OK"))
        secondaryButton = nil
    }

    /// Creates an alert with two buttons, shown side by side.
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button)
    {
        self.title = title
        self.message = message
        self.primaryButton = primaryButton
        self.secondaryButton = secondaryButton
    }

    /// A button of an alert or action sheet: a label, a role and an action. Choosing it
    /// runs the action, then closes the alert.
    public struct Button {
        /// The label.
        @_spi(Inspection) public let label: Text
        /// `.cancel`, `.destructive`, or `nil` for a default button.
        @_spi(Inspection) public let role: ButtonRole?
        /// What choosing the button does, before the alert closes.
        @_spi(Inspection) public let action: (() -> Void)?

        /// An alert button with the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: label, role: nil, action: action)
        }

        /// An alert button that indicates cancellation, with a custom label. Escape chooses
        /// it.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// An alert button that indicates cancellation, labelled "Cancel".
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        /// An alert button with a style that indicates destruction.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: label, role: .destructive, action: action)
        }
    }

    /// The alert as the dialog body the modal shows.
    @MainActor
    var body: DialogBody<LegacyDialogButtons, Text?> {
        let buttons = [primaryButton] + (secondaryButton.map { [$0] } ?? [])
        return DialogBody(
            title: title, titleVisibility: .visible, actions: LegacyDialogButtons(buttons: buttons),
            message: message, isAlert: true, legacyButtons: buttons, hasMessage: message != nil)
    }
}

/// The buttons of an `Alert` or `ActionSheet` value, as buttons with their roles.
struct LegacyDialogButtons: View {
    let buttons: [Alert.Button]

    var body: some View {
        ForEach(buttons.indices, id: \.self) { index in
            let button = buttons[index]
            FacetUICore.Button(role: button.role, action: { button.action?() }) { button.label }
        }
    }
}
