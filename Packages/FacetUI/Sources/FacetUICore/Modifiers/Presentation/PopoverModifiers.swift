extension View {
    /// Presents a popover when a given condition is true.
    ///
    /// Facet's backends show it as a bordered box at its content's ideal size, centred in
    /// the window above the content; Escape, `dismiss()` or setting the binding to `false`
    /// closes it. The anchor and arrow edge are kept as written (inspection tools read
    /// them).
    ///
    /// ```swift
    /// Button("Info") { showsInfo = true }
    ///     .popover(isPresented: $showsInfo, arrowEdge: .bottom) { Text("Version 2.1") }
    /// ```
    @_disfavoredOverload
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(
            PresentationModifier(
                presentation: .popover,
                content: { isPresented.wrappedValue ? AnyView(content()) : nil },
                dismiss: { isPresented.wrappedValue = false }, onDismiss: nil,
                popoverPlacement: PopoverPlacement(attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge)))
    }

    /// Presents a popover using the given item as a data source for the popover's content;
    /// a different item (by id) replaces the content, and closing it sets the item to `nil`.
    @_disfavoredOverload
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge = .top, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(
            PresentationModifier(
                presentation: .popover,
                content: { item.wrappedValue.map { AnyView(content($0).id($0.id)) } },
                dismiss: { item.wrappedValue = nil }, onDismiss: nil,
                popoverPlacement: PopoverPlacement(attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge)))
    }

    /// Presents a popover when a given condition is true, its arrow edge left to the system
    /// (Facet reports `.top`).
    ///
    /// ```swift
    /// .popover(isPresented: $showsInfo) { Text("Version 2.1") }
    /// ```
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        popover(
            isPresented: isPresented, attachmentAnchor: attachmentAnchor, arrowEdge: .top, content: content)
    }

    /// Presents a popover using the given item as a data source for its content, its arrow
    /// edge left to the system (Facet reports `.top`).
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        popover(item: item, attachmentAnchor: attachmentAnchor, arrowEdge: .top, content: content)
    }
}
