extension View {
    /// Presents a modal view that covers the whole window when a binding to a Boolean
    /// value that you provide is true.
    ///
    /// Escape, `dismiss()` or setting the binding to `false` closes it, then `onDismiss`
    /// runs.
    ///
    /// ```swift
    /// Button("Play") { isPlaying = true }
    ///     .fullScreenCover(isPresented: $isPlaying) { PlayerView() }
    /// ```
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(
            PresentationModifier(
                presentation: .fullScreenCover,
                content: { isPresented.wrappedValue ? AnyView(content()) : nil },
                dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss))
    }

    /// Presents a modal view that covers the whole window using the given item as a data
    /// source for its content; a different item (by id) replaces the content.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(
            PresentationModifier(
                presentation: .fullScreenCover,
                content: { item.wrappedValue.map { AnyView(content($0).id($0.id)) } },
                dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss))
    }
}
