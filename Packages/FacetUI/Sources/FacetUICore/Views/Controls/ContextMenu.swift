/// A container for views that you present as menu items in a context menu (the older
/// form of `contextMenu(menuItems:)`).
///
/// ```swift
/// Text("Photo").contextMenu(ContextMenu { Button("Share") { share() } })
/// ```
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead.")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead.")
@available(tvOS, unavailable)
@available(watchOS, introduced: 6.0, deprecated: 7.0)
@available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead.")
public struct ContextMenu<MenuItems: View> {
    let menuItems: MenuItems

    /// Creates a context menu of the given items.
    public init(@ViewBuilder menuItems: () -> MenuItems) { self.menuItems = menuItems() }
}

/// What `.contextMenu` applies to its content, as inspection tools read it: the menu's
/// items and the preview, as written.
@_spi(Inspection)
public struct ContextMenuModifier<MenuItems: View, Preview: View>: InspectableModifier {
    /// The menu's items, or `nil` when `contextMenu(nil)` removed the menu.
    public let menuItems: MenuItems?
    /// The preview given with `contextMenu(menuItems:preview:)`.
    public let preview: Preview?
    /// "contextMenu".
    public var modifierName: String { "contextMenu" }
}

extension View {
    /// Adds a context menu to the view: a right click on it, or the Menu key or Shift-F10
    /// while it has focus, pops up the menu's items (the buttons and links among
    /// `menuItems`, titled by their text); choosing one runs its action. In the terminal the
    /// view takes focus itself when nothing in it can; GTK pops up a popover of buttons.
    ///
    /// ```swift
    /// Text(file.name)
    ///     .contextMenu {
    ///         Button("Rename") { rename(file) }
    ///         Button("Delete", role: .destructive) { delete(file) }
    ///     }
    /// ```
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        ContextMenuView(
            content: self,
            modifier: ContextMenuModifier<MenuItems, EmptyView>(menuItems: menuItems(), preview: nil))
    }

    /// Adds a context menu with a custom preview. Facet's backends show the menu without
    /// the preview, as macOS does (its menus have no preview area); inspection tools read
    /// it.
    public func contextMenu<M: View, P: View>(
        @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
    ) -> some View {
        ContextMenuView(
            content: self, modifier: ContextMenuModifier(menuItems: menuItems(), preview: preview()))
    }

    /// Adds a context menu to the view (`nil`: none).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead.")
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead."
    )
    @available(tvOS, unavailable)
    @available(watchOS, introduced: 6.0, deprecated: 7.0)
    @available(
        visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead."
    )
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
        ContextMenuView(
            content: self,
            modifier: ContextMenuModifier<MenuItems, EmptyView>(
                menuItems: contextMenu?.menuItems, preview: nil))
    }
}

/// A view with a context menu: its content is drawn inside a context-menu widget, which
/// pops up the menu's items.
struct ContextMenuView<Content: View, MenuItems: View, Preview: View>: View, ControlView {
    let content: Content
    let modifier: ContextMenuModifier<MenuItems, Preview>
    typealias Body = Never

    func label(in environment: EnvironmentValues) -> Content { content }

    private func items(in environment: EnvironmentValues) -> [(title: String, action: () -> Void)] {
        modifier.menuItems.map { MenuItemReader.of($0, in: environment) } ?? []
    }

    func widgetContent(in environment: EnvironmentValues) -> any WidgetContent {
        ContextMenuContent(items: items(in: environment).map(\.title), isEnabled: environment.isEnabled)
    }

    func handle(_ event: WidgetEvent, environment: EnvironmentValues) {
        guard environment.isEnabled, case .select(let index) = event else { return }
        let items = items(in: environment)
        if items.indices.contains(index) { items[index].action() }
    }
}

extension ContextMenuView: ModifierView {
    static var modifiedContentType: any View.Type { Content.self }
    var appliedModifier: Any { modifier }
}

/// A container widget with a context menu, drawn around the widgets of its content (made by
/// `contextMenu(menuItems:)`): it draws nothing itself. A backend pops up ``items`` on a
/// secondary click (or the keyboard's menu key) and sends `.select(index)` for the one
/// chosen.
public struct ContextMenuContent: WidgetContent, Equatable {
    /// The items' titles, in order (none: no menu).
    public var items: [String]
    /// Whether the content is in an enabled context (a disabled one opens no menu).
    public var isEnabled: Bool

    /// Creates the content.
    public init(items: [String], isEnabled: Bool) { (self.items, self.isEnabled) = (items, isEnabled) }

    /// "ContextMenu".
    public var kind: String { "ContextMenu" }
}
