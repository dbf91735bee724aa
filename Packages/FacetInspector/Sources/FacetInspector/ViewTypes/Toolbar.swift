import FacetUI
@_spi(Inspection) import FacetUICore

extension ViewType {
    /// A toolbar declared with `.toolbar { … }` (or `.toolbar(id:)`), as inspection sees it:
    /// reached from the view carrying the modifier with `toolbar()`; its items with
    /// `item(_:)` and `itemGroup(_:)`.
    public struct Toolbar: KnownViewType {
        /// "Toolbar".
        public static var typePrefix: String { "Toolbar" }
        /// Whether `node` is a `.toolbar` modifier's node.
        public static func _matches(_ node: ViewNode) -> Bool { node.toolbarDeclaration != nil }

        /// A `ToolbarItem` of a toolbar: its enclosed views are the item's views.
        public struct Item: KnownViewType {
            /// "ToolbarItem".
            public static var typePrefix: String { "ToolbarItem" }
            /// Whether `node` holds a toolbar item's views.
            public static func _matches(_ node: ViewNode) -> Bool { node.view is any ToolbarEntryHolder }
            /// Its enclosed views are reached by index.
            public static var _hasIndexedChildren: Bool { true }
        }

        /// A `ToolbarItemGroup` of a toolbar (or the views written straight in
        /// `.toolbar { … }`): its enclosed views are the group's views.
        public struct ItemGroup: KnownViewType {
            /// "ToolbarItemGroup".
            public static var typePrefix: String { "ToolbarItemGroup" }
            /// Whether `node` holds a toolbar item group's views.
            public static func _matches(_ node: ViewNode) -> Bool { node.view is any ToolbarEntryHolder }
            /// Its enclosed views are reached by index.
            public static var _hasIndexedChildren: Bool { true }
        }
    }
}

extension ViewNode {
    /// What the `.toolbar` modifier of this node declares, when it is one.
    var toolbarDeclaration: ToolbarDeclaration? {
        (appliedModifier as? GraphOutputWritingModifier<ToolbarOutput>)?.value
    }
}

/// A toolbar entry hosted on its own for inspection: its views, as written.
@MainActor
protocol ToolbarEntryHolder {
    var entry: ToolbarEntry { get }
}

/// Hosts a toolbar entry's views for inspection (a bar builds them outside the view
/// carrying the modifier, so they are held as values).
struct ToolbarEntryView<Content: FacetUI.View>: FacetUI.View, ToolbarEntryHolder {
    let entry: ToolbarEntry
    let content: Content
    var body: some FacetUI.View { content }
}

extension ToolbarEntry {
    /// The entry's views wrapped for hosting.
    @MainActor var hostedView: any FacetUI.View {
        func wrap<V: FacetUI.View>(_ view: V) -> any FacetUI.View {
            ToolbarEntryView(entry: self, content: view)
        }
        return wrap(content)
    }
}

extension InspectableView {
    /// The toolbar the view's `.toolbar` modifier declares — the innermost one, or the
    /// `index`th counting from the innermost.
    ///
    /// ```swift
    /// #expect(try sut.inspect().toolbar().item(0).button().labelView().text().string() == "Save")
    /// ```
    public func toolbar(_ index: Int? = nil) throws -> InspectableView<ViewType.Toolbar> {
        let toolbars = modifierNodes.filter { $0.toolbarDeclaration != nil }
        guard toolbars.indices.contains(index ?? 0) else {
            throw missingModifier("toolbar", index: index ?? 0)
        }
        let call = "toolbar(" + (index.map(String.init) ?? "") + ")"
        return InspectableView<ViewType.Toolbar>(
            host: host, entry: toolbars[index ?? 0], node: toolbars[index ?? 0],
            origin: .spelled(path(appending: call)))
    }
}

extension InspectableView {
    /// For a toolbar item or group, the item's type with its generic arguments
    /// ("ToolbarItem<String, Text>"); else `nil`.
    var toolbarItemTypeName: String? {
        guard View.self == ViewType.Toolbar.Item.self || View.self == ViewType.Toolbar.ItemGroup.self,
            let holder = node.view as? any ToolbarEntryHolder
        else { return nil }
        return String(describing: holder.entry.itemType)
    }
}

extension InspectableView where View == ViewType.Toolbar {
    private var declaration: ToolbarDeclaration {
        get throws {
            guard let declaration = node.toolbarDeclaration else {
                throw InspectionError.typeMismatch(factual: typeName, expected: "Toolbar")
            }
            return declaration
        }
    }

    /// The identifier of a customizable toolbar (`.toolbar(id:)`), or `nil`.
    public func identifier() throws -> String? { try declaration.identifier }

    /// The item at `index` among the toolbar's items and groups, hosted on its own: actions
    /// on its views apply their updates to the inspected view.
    public func item(_ index: Int = 0) throws -> InspectableView<ViewType.Toolbar.Item> {
        try entry(index, call: "item")
    }

    /// The item group at `index` among the toolbar's items and groups, hosted on its own.
    public func itemGroup(_ index: Int = 0) throws -> InspectableView<ViewType.Toolbar.ItemGroup> {
        try entry(index, call: "itemGroup")
    }

    private func entry<T: KnownViewType>(_ index: Int, call: String) throws -> InspectableView<T> {
        let entries = try declaration.entries
        guard entries.indices.contains(index) else {
            throw InspectionError.viewNotFound(parent: "toolbar item at index \(index)")
        }
        let hosted = try detached(entries[index].hostedView, call: "\(call)(\(index))")
        return hosted.retyped(T.self)
    }
}

extension InspectableView where View == ViewType.Toolbar.Item {
    private var entry: ToolbarEntry {
        get throws { try viewValue(as: (any ToolbarEntryHolder).self, expected: "ToolbarItem").entry }
    }

    /// The item's identifier (`ToolbarItem(id:…)`).
    public func identifier() throws -> String {
        guard let identifier = try entry.identifier else {
            throw InspectionError.attributeNotFound(label: "identifier", type: "ToolbarItem")
        }
        return identifier
    }

    /// The item's placement.
    public func placement() throws -> ToolbarItemPlacement { try entry.placement }

    /// Whether a customizable item is shown by default.
    public func showsByDefault() throws -> Bool { try entry.showsByDefault }
}

extension InspectableView where View == ViewType.Toolbar.ItemGroup {
    /// The group's placement.
    public func placement() throws -> ToolbarItemPlacement {
        try viewValue(as: (any ToolbarEntryHolder).self, expected: "ToolbarItemGroup").entry.placement
    }
}
