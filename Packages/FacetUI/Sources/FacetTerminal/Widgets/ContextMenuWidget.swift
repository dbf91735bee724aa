/// A container whose content has a context menu: a right click on the content, or the Menu
/// key or Shift-F10 while the content (or the container) has focus, pops up the menu's items
/// (a ``PopupMenu``) below the pointer or below the content (above when there is no room);
/// choosing one calls ``onSelect``.
///
/// The container takes focus itself only when nothing in its content can (a context menu on
/// a text still opens from the keyboard); it is drawn in inverse video while focused. While
/// the menu is open it has focus and takes the keys, and gives focus back when it closes.
@MainActor
open class ContextMenuWidget: TerminalWidget {
    /// The menu's items, in order.
    public var items: [String] = [] {
        didSet { if items != oldValue { closeMenu() } }
    }
    /// Called with the index of the item the user chooses.
    public var onSelect: ((Int) -> Void)?
    /// The open menu and where it is drawn (local coordinates), or `nil` while it is closed.
    public private(set) var menu: (list: PopupMenu, frame: CellRect)?
    /// The widget that had focus before the menu opened.
    private weak var focusBeforeMenu: TerminalWidget?

    /// Creates a container without items.
    public override init() {
        super.init()
    }

    /// Focusable while its menu is open, or when nothing in its content is.
    public override var canFocus: Bool {
        get {
            menu != nil || (!items.isEmpty && !children.contains { $0.first(where: { $0.canFocus }) != nil })
        }
        set {}
    }

    /// Whether the menu is open.
    public var isMenuOpen: Bool { menu != nil }

    /// Opens the menu at column `x` (local coordinates), starting at line `below`, or ending
    /// above line `above` when there is no room below.
    public func openMenu(x: Int, below: Int, above: Int) {
        guard !items.isEmpty, isEnabledInTree else { return }
        let list = PopupMenu(items: items)
        let frame = list.frame(
            x: x, below: below, above: above, originY: absoluteOrigin.y,
            screenHeight: tree?.size.height ?? Int.max)
        menu = (list, frame)
        if let tree, tree.focusedWidget !== self {
            focusBeforeMenu = tree.focusedWidget
            tree.focus(self)
        }
        setNeedsDisplay()
    }

    /// Closes the menu without choosing; focus goes back where it was.
    public func closeMenu() {
        guard menu != nil else { return }
        menu = nil
        setNeedsDisplay()
        if let tree, tree.focusedWidget === self, let previous = focusBeforeMenu,
            previous.isDescendant(of: tree.activeScope)
        {
            tree.focus(previous)
        }
        focusBeforeMenu = nil
    }

    private func choose(_ index: Int) {
        closeMenu()
        onSelect?(index)
    }

    open override var overlayFrame: CellRect? { menu?.frame }

    open override func drawOverlay(in buffer: inout CellBuffer) {
        guard let menu else { return }
        menu.list.draw(in: &buffer, at: menu.frame, checkedStyle: CellStyle())
    }

    open override func dismissOverlay() { closeMenu() }

    open override func focusDidChange() {
        if !isFocused, menu != nil {
            menu = nil
            focusBeforeMenu = nil
            setNeedsDisplay()
        }
    }

    open override func drawForeground(in buffer: inout CellBuffer) {
        if isFocused, menu == nil { buffer.modifyStyle(in: bounds) { $0.inverse = true } }
    }

    /// Whether `key` opens a context menu: the Menu key, or Shift-F10.
    public static func opensMenu(_ key: KeyEvent) -> Bool {
        (key.key == .menu && key.modifiers.isEmpty) || (key.key == .function(10) && key.modifiers == .shift)
    }

    open override func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(let key):
            if var open = menu?.list {
                switch open.handle(key.key) {
                case .handled:
                    menu?.list = open
                    setNeedsDisplay()
                case .chose(let index): choose(index)
                case .dismissed: closeMenu()
                }
                return true
            }
            guard Self.opensMenu(key), !items.isEmpty else { return false }
            openMenu(x: 0, below: frame.height, above: 0)
            return true
        case .mouse(let mouse):
            if let open = menu {
                guard mouse.kind == .press else { return true }
                if let index = open.list.item(at: mouse.position, in: open.frame) {
                    choose(index)
                } else if !open.frame.contains(mouse.position) {
                    closeMenu()
                }
                return true
            }
            guard mouse.button == .right, !items.isEmpty else { return false }
            if mouse.kind == .press {
                openMenu(x: mouse.position.x, below: mouse.position.y + 1, above: mouse.position.y)
            }
            return mouse.kind == .press || mouse.kind == .release
        default:
            return false
        }
    }
}
