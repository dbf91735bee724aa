/// The placement of a toolbar: which bar `.toolbar(_:for:)`, `.toolbarBackground(_:for:)`
/// and `.toolbarColorScheme(_:for:)` apply to.
///
/// ```swift
/// Form { … }.toolbar(.hidden, for: .navigationBar)
/// ```
public struct ToolbarPlacement: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, bottomBar, navigationBar, windowToolbar, tabBar, bottomOrnament
        case custom(String)
    }

    let kind: Kind

    init(_ kind: Kind) { self.kind = kind }

    /// Creates a placement identified by `id`.
    public init<ID: Hashable>(id: ID) {
        kind = .custom(String(reflecting: ID.self) + ":" + String(reflecting: id))
    }

    /// The primary toolbar (the navigation bar, or the window's bar).
    public static var automatic: ToolbarPlacement { ToolbarPlacement(.automatic) }
    /// The bottom toolbar.
    public static var bottomBar: ToolbarPlacement { ToolbarPlacement(.bottomBar) }
    /// The navigation bar.
    public static var navigationBar: ToolbarPlacement { ToolbarPlacement(.navigationBar) }
    /// The window's toolbar.
    public static var windowToolbar: ToolbarPlacement { ToolbarPlacement(.windowToolbar) }
    /// The tab bar.
    public static var tabBar: ToolbarPlacement { ToolbarPlacement(.tabBar) }
    /// The bottom ornament.
    public static var bottomOrnament: ToolbarPlacement { ToolbarPlacement(.bottomOrnament) }

    /// Whether this placement names the top bar (the navigation bar or the window's bar).
    var isTopBar: Bool { [.automatic, .navigationBar, .windowToolbar].contains(kind) }

    /// Whether this placement names the bottom bar.
    var isBottomBar: Bool { [.bottomBar, .bottomOrnament].contains(kind) }
}

/// How a navigation bar shows its title (`.navigationBarTitleDisplayMode(_:)`).
public struct NavigationBarItem: Sendable {
    /// A style for displaying the title of a navigation bar.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Inherit the display mode from the previous navigation item.
        case automatic
        /// Display the title within the standard bounds of the navigation bar.
        case inline
        /// Display a large title within an expanded navigation bar.
        case large
    }
}
