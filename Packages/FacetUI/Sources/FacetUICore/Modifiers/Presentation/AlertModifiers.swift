extension View {
    /// Presents `body` as an alert or dialog while `isPresented` is true.
    fileprivate func dialog<A: View, M: View>(
        _ presentation: ModalContent.Kind, title: Text, titleVisibility: Visibility = .visible,
        isPresented: Binding<Bool>, actions: A, message: M
    ) -> some View {
        dialog(
            presentation,
            body: DialogBody(
                title: title, titleVisibility: titleVisibility, actions: actions, message: message,
                isAlert: presentation == .alert),
            isShown: { isPresented.wrappedValue }, dismiss: { isPresented.wrappedValue = false })
    }

    /// Presents `body` (an alert's, dialog's or action sheet's; `nil` when there is no
    /// data to build it from) while `isShown()` holds; `dismiss` resets what presents it. A
    /// different `identity` replaces the content.
    func dialog<A: View, M: View>(
        _ presentation: ModalContent.Kind, body: DialogBody<A, M>?, isShown: @escaping () -> Bool,
        dismiss: @escaping () -> Void, identity: (() -> AnyHashable?)? = nil
    ) -> some View {
        modifier(
            PresentationModifier(
                presentation: presentation,
                content: {
                    guard isShown(), let body else { return nil }
                    guard let identity, let id = identity() else { return AnyView(body) }
                    return AnyView(body.id(id))
                },
                dismiss: dismiss, onDismiss: nil))
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

    /// Presents a confirmation dialog when a given condition is true, using a text view for
    /// the title.
    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        dialog(
            .confirmationDialog, title: title, titleVisibility: titleVisibility, isPresented: isPresented,
            actions: actions(), message: EmptyView())
    }

    /// Presents a confirmation dialog with a message when a given condition is true, using
    /// a text view for the title.
    public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        dialog(
            .confirmationDialog, title: title, titleVisibility: titleVisibility, isPresented: isPresented,
            actions: actions(), message: message())
    }
}
