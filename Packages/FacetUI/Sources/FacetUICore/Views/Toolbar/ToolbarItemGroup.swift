/// A model that represents a group of toolbar items, placed together.
///
/// ```swift
/// .toolbar {
///     ToolbarItemGroup(placement: .bottomBar) {
///         Button("First") {}
///         Button("Second") {}
///     }
/// }
/// ```
public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content
    public typealias Body = Never

    /// Creates a toolbar item group with the specified placement and content.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.init(placement: placement, content: content())
    }

    init(placement: ToolbarItemPlacement, content: Content) {
        (self.placement, self.content) = (placement, content)
    }

    func appendEntries(to entries: inout [ToolbarEntry]) {
        entries.append(
            ToolbarEntry(
                kind: .group, placement: placement, identifier: nil, showsByDefault: true, content: content,
                itemType: Self.self))
    }
}

extension ToolbarItemGroup {
    /// Creates a toolbar item group with the specified placement, content and label. Where
    /// the bar has room, the items are shown; the label names the group (a collapsed group
    /// shows it).
    public init<C: View, L: View>(
        placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C,
        @ViewBuilder label: () -> L
    ) where Content == LabeledToolbarItemGroupContent<C, L> {
        self.init(
            placement: placement, content: LabeledToolbarItemGroupContent(content: content(), label: label()))
    }
}

/// The content of a toolbar item group with a label: the bar has room, so it shows the
/// items; the label is kept for a bar that collapses the group.
public struct LabeledToolbarItemGroupContent<Content: View, Label: View>: View {
    let content: Content
    /// The group's label.
    @_spi(Inspection) public let label: Label

    /// The items.
    public var body: some View { content }
}
