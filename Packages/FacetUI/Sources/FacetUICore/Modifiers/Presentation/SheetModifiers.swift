extension View {
    /// Presents a sheet when a binding to a Boolean value that you provide is true.
    ///
    /// The sheet fills the window less a margin, above the content; Escape, `dismiss()`
    /// or setting the binding to `false` closes it, then `onDismiss` runs.
    ///
    /// ```swift
    /// Button("Edit") { isEditing = true }
    ///     .sheet(isPresented: $isEditing) { EditorView() }
    /// ```
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(
            PresentationModifier(
                presentation: .sheet,
                content: { isPresented.wrappedValue ? AnyView(content()) : nil },
                dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss))
    }

    /// Presents a sheet using the given item as a data source for the sheet's content; a
    /// different item (by id) replaces the content.
    ///
    /// ```swift
    /// List(notes) { note in Button(note.title) { selected = note } }
    ///     .sheet(item: $selected) { NoteView(note: $0) }
    /// ```
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(
            PresentationModifier(
                presentation: .sheet,
                content: { item.wrappedValue.map { AnyView(content($0).id($0.id)) } },
                dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss))
    }
}
