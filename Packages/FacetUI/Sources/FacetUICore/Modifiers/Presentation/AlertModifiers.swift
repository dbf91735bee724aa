/// The content of an alert or confirmation dialog: the title (bold), the message, and the
/// actions — side by side in an alert, one per row in a dialog. An alert without actions
/// gets an "OK" button.
@MainActor
struct DialogBody<Actions: View, Message: View>: View {
    let title: Text
    /// Whether a dialog shows its title (an alert always does).
    let titleVisibility: Visibility
    let actions: Actions
    let message: Message
    let isAlert: Bool

    var body: some View {
        VStack(spacing: 0) {
            if isAlert || titleVisibility == .visible { title.bold() }
            message
            if isAlert {
                HStack {
                    if Actions.self == EmptyView.self { Button("OK") {} } else { actions }
                }
            } else {
                VStack(spacing: 0) { actions }
            }
        }
    }
}

extension View {
    /// Presents `body` as an alert or dialog while `isPresented` is true.
    fileprivate func dialog<A: View, M: View>(
        _ presentation: ModalContent.Kind, title: Text, titleVisibility: Visibility = .visible,
        isPresented: Binding<Bool>, actions: A, message: M
    ) -> some View {
        let body = DialogBody(
            title: title, titleVisibility: titleVisibility, actions: actions, message: message,
            isAlert: presentation == .alert)
        return modifier(
            PresentationModifier(
                presentation: presentation, content: { isPresented.wrappedValue ? AnyView(body) : nil },
                dismiss: { isPresented.wrappedValue = false }, onDismiss: nil))
    }

    /// Presents an alert when a given condition is true, using a localized string key for
    /// the title. Any button closes the alert after its action; Escape runs the `.cancel`
    /// button's action (if any) and closes it.
    ///
    /// ```swift
    /// .alert("Delete file?", isPresented: $confirming) {
    ///     Button("Delete", role: .destructive) { delete() }
    ///     Button("Cancel", role: .cancel) {}
    /// }
    /// ```
    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        dialog(
            .alert, title: Text(titleKey), isPresented: isPresented, actions: actions(), message: EmptyView())
    }

    /// Presents an alert when a given condition is true, using a string for the title.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        dialog(.alert, title: Text(title), isPresented: isPresented, actions: actions(), message: EmptyView())
    }

    /// Presents an alert when a given condition is true, using a text view for the title.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A)
        -> some View
    {
        dialog(.alert, title: title, isPresented: isPresented, actions: actions(), message: EmptyView())
    }

    /// Presents an alert with a message when a given condition is true, using a localized
    /// string key for the title.
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        dialog(
            .alert, title: Text(titleKey), isPresented: isPresented, actions: actions(), message: message())
    }

    /// Presents an alert with a message when a given condition is true, using a string for
    /// the title.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        dialog(.alert, title: Text(title), isPresented: isPresented, actions: actions(), message: message())
    }

    /// Presents an alert with a message when a given condition is true, using a text view
    /// for the title.
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        dialog(.alert, title: title, isPresented: isPresented, actions: actions(), message: message())
    }

    /// Presents a confirmation dialog when a given condition is true, using a localized
    /// string key for the title (shown only with `titleVisibility: .visible`). Its actions
    /// are listed one per row; any of them closes the dialog after its action.
    ///
    /// ```swift
    /// .confirmationDialog("Discard changes?", isPresented: $asking, titleVisibility: .visible) {
    ///     Button("Discard", role: .destructive) { discard() }
    ///     Button("Keep editing", role: .cancel) {}
    /// }
    /// ```
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        dialog(
            .confirmationDialog, title: Text(titleKey), titleVisibility: titleVisibility,
            isPresented: isPresented,
            actions: actions(), message: EmptyView())
    }

    /// Presents a confirmation dialog when a given condition is true, using a string for
    /// the title.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        dialog(
            .confirmationDialog, title: Text(title), titleVisibility: titleVisibility,
            isPresented: isPresented,
            actions: actions(), message: EmptyView())
    }

    /// Presents a confirmation dialog with a message when a given condition is true, using
    /// a localized string key for the title.
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        dialog(
            .confirmationDialog, title: Text(titleKey), titleVisibility: titleVisibility,
            isPresented: isPresented,
            actions: actions(), message: message())
    }

    /// Presents a confirmation dialog with a message when a given condition is true, using
    /// a string for the title.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        dialog(
            .confirmationDialog, title: Text(title), titleVisibility: titleVisibility,
            isPresented: isPresented,
            actions: actions(), message: message())
    }
}

/// The parts of a presented alert or confirmation dialog, for inspection tools.
@_spi(Inspection) @MainActor
public struct InspectedDialog {
    /// The title, as written (shown or not).
    public let title: Text
    /// The node of the shown title, or `nil` when a dialog hides its title.
    public let titleNode: ViewNode?
    /// Whether a confirmation dialog shows its title (`.visible` for an alert).
    public let titleVisibility: Visibility
    /// The node of the message (an `EmptyView` without one).
    public let message: ViewNode
    /// The node of the actions (an alert without actions shows an "OK" button).
    public let actions: ViewNode
}

/// An alert's or dialog's body, whatever its actions and message.
@MainActor
protocol AnyDialogBody {
    var title: Text { get }
    var titleVisibility: Visibility { get }
    var isAlert: Bool { get }
}

extension DialogBody: AnyDialogBody {}

@_spi(Inspection)
extension ViewNode {
    /// The parts of the alert or dialog whose content node (an `AnyView`, as
    /// ``InspectedPresentation/content`` gives it) this is, or `nil` for a sheet or another
    /// node.
    public var dialog: InspectedDialog? {
        // The body: VStack { optional title; message; HStack { OK button or actions } (an
        // alert) or VStack { actions } (a dialog) }.
        guard let body = children.first, let dialog = body.view as? any AnyDialogBody,
            let parts = body.children.first?.children.first?.children, parts.count == 3,
            let row = parts[2].children.first?.children.first
        else { return nil }
        let actions = dialog.isAlert ? row.children.first : row
        guard let actions else { return nil }
        return InspectedDialog(
            title: dialog.title, titleNode: parts[0].children.first,
            titleVisibility: dialog.isAlert ? .visible : dialog.titleVisibility, message: parts[1],
            actions: actions)
    }
}
