/// One item of a toolbar as a bar shows it and inspection tools read it: a
/// ``ToolbarItem`` or a ``ToolbarItemGroup`` (views written straight in `.toolbar { … }`
/// make one implicit group).
@_spi(Inspection)
public struct ToolbarEntry {
    /// Whether the entry is an item or a group of items.
    public enum Kind: Hashable, Sendable {
        /// A ``ToolbarItem``.
        case item
        /// A ``ToolbarItemGroup`` (or the views written straight in `.toolbar { … }`).
        case group
    }

    /// Whether the entry is an item or a group.
    public let kind: Kind
    /// Where the entry goes.
    public let placement: ToolbarItemPlacement
    /// The item's identifier (`ToolbarItem(id:…)`), or `nil`.
    public let identifier: String?
    /// Whether a customizable item is shown by default.
    public let showsByDefault: Bool
    /// The views of the entry, as written.
    public let content: any View
    /// The type of the item or group ("ToolbarItem<String, Text>").
    public let itemType: Any.Type

    /// The entry's views, erased, as a bar builds them.
    @MainActor var erasedContent: AnyView { AnyView(erasing: content) }
}

/// The toolbar one `.toolbar` modifier declares: its identifier (`.toolbar(id:)`) and its
/// entries, in the order written.
@_spi(Inspection)
public struct ToolbarDeclaration {
    /// The identifier of a customizable toolbar, or `nil`.
    public let identifier: String?
    /// The items and groups, in the order written.
    public let entries: [ToolbarEntry]
}
