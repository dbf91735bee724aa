import Foundation

// The `presenting:` and `error:` forms of `.alert` and `.confirmationDialog`: shown while the
// binding is true and the data (or error) is not `nil`; the actions and message are built
// from the data.

extension View {
    /// Presents `body(data)` while `isPresented` is true and `data` is not `nil`.
    fileprivate func dialog<T, A: View, M: View>(
        _ presentation: ModalContent.Kind, title: Text, titleVisibility: Visibility = .visible,
        isPresented: Binding<Bool>, data: T?, actions: (T) -> A, message: (T) -> M
    ) -> some View {
        let body = data.map {
            DialogBody(
                title: title, titleVisibility: titleVisibility, actions: actions($0), message: message($0),
                isAlert: presentation == .alert)
        }
        return dialog(
            presentation, body: body, isShown: { isPresented.wrappedValue },
            dismiss: { isPresented.wrappedValue = false })
    }

    /// Presents an alert using the given data to produce the alert's content, and a
    /// localized string key for a title. The alert shows while `isPresented` is true and
    /// `data` is not `nil`.
    ///
    /// ```swift
    /// .alert("Delete \(file.name)?", isPresented: $confirming, presenting: file) { file in
    ///     Button("Delete", role: .destructive) { delete(file) }
    /// }
    /// ```
    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        dialog(
            .alert, title: Text(titleKey), isPresented: isPresented, data: data, actions: actions,
            message: { _ in EmptyView() })
    }

    /// Presents an alert using the given data to produce the alert's content, and a string
    /// for a title.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        dialog(
            .alert, title: Text(title), isPresented: isPresented, data: data, actions: actions,
            message: { _ in EmptyView() })
    }

    /// Presents an alert using the given data to produce the alert's content, and a text
    /// view for a title.
    public func alert<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        dialog(
            .alert, title: title, isPresented: isPresented, data: data, actions: actions,
            message: { _ in EmptyView() })
    }

    /// Presents an alert with a message using the given data to produce the alert's content,
    /// and a localized string key for a title.
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        dialog(
            .alert, title: Text(titleKey), isPresented: isPresented, data: data, actions: actions,
            message: message)
    }

    /// Presents an alert with a message using the given data to produce the alert's content,
    /// and a string for a title.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        dialog(
            .alert, title: Text(title), isPresented: isPresented, data: data, actions: actions,
            message: message)
    }

    /// Presents an alert with a message using the given data to produce the alert's content,
    /// and a text view for a title.
    public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        dialog(.alert, title: title, isPresented: isPresented, data: data, actions: actions, message: message)
    }

    /// Presents an alert when an error is present: its title is the error's
    /// `errorDescription` (empty without one). It shows while `isPresented` is true and
    /// `error` is not `nil`.
    ///
    /// ```swift
    /// .alert(isPresented: $failed, error: lastError) { Button("OK") {} }
    /// ```
    public func alert<E: LocalizedError, A: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
    ) -> some View {
        let actions = actions()
        return dialog(
            .alert, title: Text(error?.errorDescription ?? ""), isPresented: isPresented, data: error,
            actions: { _ in actions }, message: { _ in EmptyView() })
    }

    /// Presents an alert with a message when an error is present: its title is the error's
    /// `errorDescription`; the actions and message are built from the error.
    public func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
    ) -> some View {
        dialog(
            .alert, title: Text(error?.errorDescription ?? ""), isPresented: isPresented, data: error,
            actions: actions, message: message)
    }

    /// Presents a confirmation dialog using data to produce the dialog's content, and a
    /// localized string key for the title. It shows while `isPresented` is true and `data`
    /// is not `nil`.
    public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        dialog(
            .confirmationDialog, title: Text(titleKey), titleVisibility: titleVisibility,
            isPresented: isPresented,
            data: data, actions: actions, message: { _ in EmptyView() })
    }

    /// Presents a confirmation dialog using data to produce the dialog's content, and a
    /// string for the title.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        dialog(
            .confirmationDialog, title: Text(title), titleVisibility: titleVisibility,
            isPresented: isPresented,
            data: data, actions: actions, message: { _ in EmptyView() })
    }

    /// Presents a confirmation dialog using data to produce the dialog's content, and a
    /// text view for the title.
    public func confirmationDialog<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        dialog(
            .confirmationDialog, title: title, titleVisibility: titleVisibility, isPresented: isPresented,
            data: data, actions: actions, message: { _ in EmptyView() })
    }

    /// Presents a confirmation dialog with a message using data to produce the dialog's
    /// content, and a localized string key for the title.
    public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        dialog(
            .confirmationDialog, title: Text(titleKey), titleVisibility: titleVisibility,
            isPresented: isPresented,
            data: data, actions: actions, message: message)
    }

    /// Presents a confirmation dialog with a message using data to produce the dialog's
    /// content, and a string for the title.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        dialog(
            .confirmationDialog, title: Text(title), titleVisibility: titleVisibility,
            isPresented: isPresented,
            data: data, actions: actions, message: message)
    }

    /// Presents a confirmation dialog with a message using data to produce the dialog's
    /// content, and a text view for the title.
    public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        dialog(
            .confirmationDialog, title: title, titleVisibility: titleVisibility, isPresented: isPresented,
            data: data, actions: actions, message: message)
    }
}
