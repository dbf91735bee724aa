// `.alert` and `.actionSheet` presenting `Alert` and `ActionSheet` values (SwiftUI's first,
// now deprecated, forms): the value is built when the view's body is, as SwiftUI's
// non-escaping `content` closure requires.

extension View {
    /// Presents an alert to the user while `isPresented` is true. Any button closes the
    /// alert after its action; Escape chooses its `.cancel` button.
    ///
    /// ```swift
    /// .alert(isPresented: $failed) { Alert(title: Text("Upload failed")) }
    /// ```
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        dialog(
            .alert, body: content().body, isShown: { isPresented.wrappedValue },
            dismiss: { isPresented.wrappedValue = false })
    }

    /// Presents an alert using the given item as a data source for its content, while the
    /// item is not `nil`; closing it sets the item to `nil`. A different item (by id)
    /// replaces the alert.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let current = item.wrappedValue
        return dialog(
            .alert, body: current.map { content($0).body }, isShown: { item.wrappedValue != nil },
            dismiss: { item.wrappedValue = nil }, identity: { current.map { AnyHashable($0.id) } })
    }

    /// Presents an action sheet while `isPresented` is true: its buttons one per row. Any
    /// button closes it after its action; Escape chooses its `.cancel` button.
    ///
    /// ```swift
    /// .actionSheet(isPresented: $choosing) {
    ///     ActionSheet(title: Text("Share"), buttons: [.default(Text("Copy link")) { copy() }, .cancel()])
    /// }
    /// ```
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        dialog(
            .actionSheet, body: content().body, isShown: { isPresented.wrappedValue },
            dismiss: { isPresented.wrappedValue = false })
    }

    /// Presents an action sheet using the given item as a data source for its content,
    /// while the item is not `nil`; closing it sets the item to `nil`.
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        let current = item.wrappedValue
        return dialog(
            .actionSheet, body: current.map { content($0).body }, isShown: { item.wrappedValue != nil },
            dismiss: { item.wrappedValue = nil }, identity: { current.map { AnyHashable($0.id) } })
    }
}
