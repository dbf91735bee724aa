/// A model that represents an item which can be placed in the toolbar or navigation bar.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .primaryAction) { Button("Add") { add() } }
/// }
/// ```
public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
    nonisolated(unsafe) let identifier: ID
    let placement: ToolbarItemPlacement
    let showsByDefault: Bool
    let content: Content
    public typealias Body = Never

    func appendEntries(to entries: inout [ToolbarEntry]) {
        entries.append(
            ToolbarEntry(
                kind: .item, placement: placement, identifier: identifier as? String,
                showsByDefault: showsByDefault, content: content, itemType: Self.self))
    }
}

extension ToolbarItem where ID == () {
    /// Creates a toolbar item with the specified placement and content.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.init(identifier: (), placement: placement, showsByDefault: true, content: content())
    }
}

extension ToolbarItem: CustomizableToolbarContent where ID == String {
    /// Creates a customizable toolbar item with the specified identifier, placement and
    /// content.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
    {
        self.init(id: id, placement: placement, showsByDefault: true, content: content)
    }

    /// Creates a customizable toolbar item that is shown by default or not.
    public init(
        id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool,
        @ViewBuilder content: () -> Content
    ) {
        self.init(identifier: id, placement: placement, showsByDefault: showsByDefault, content: content())
    }
}

extension ToolbarItem: Identifiable where ID: Hashable {
    /// The item's identifier.
    nonisolated public var id: ID { identifier }
}
