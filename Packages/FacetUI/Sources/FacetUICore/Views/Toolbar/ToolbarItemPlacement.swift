/// A structure that defines the placement of a toolbar item.
///
/// In a navigation bar, ``navigation``, ``cancellationAction``, ``topBarLeading`` (and the
/// deprecated ``navigationBarLeading``) go at the leading edge, after the back button;
/// ``principal`` takes the title's place in the centre; ``bottomBar`` and ``status`` go in
/// a bar under the content; ``keyboard`` items are shown with the keyboard, which Facet's
/// backends do not have, so they are not drawn; every other placement goes at the trailing
/// edge.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
///     ToolbarItem(placement: .confirmationAction) { Button("Save") { save() } }
/// }
/// ```
public struct ToolbarItemPlacement: Hashable, Sendable {
    /// Where an item goes.
    enum Kind: Hashable, Sendable {
        case automatic, principal, navigation, primaryAction, secondaryAction, status
        case confirmationAction, cancellationAction, destructiveAction, keyboard
        case navigationBarLeading, navigationBarTrailing, bottomBar, bottomOrnament
        case custom(String)
    }

    let kind: Kind

    init(_ kind: Kind) { self.kind = kind }

    /// Creates a placement identified by `id` (a bar of its own on macOS; at the trailing
    /// edge here).
    public init<ID: Hashable>(id: ID) {
        kind = .custom(String(reflecting: ID.self) + ":" + String(reflecting: id))
    }

    /// The system places the item automatically (at the trailing edge).
    public static let automatic = ToolbarItemPlacement(.automatic)
    /// The item is placed in the principal item section (the centre of the bar, in place
    /// of the title).
    public static let principal = ToolbarItemPlacement(.principal)
    /// The item represents a navigation action (at the leading edge).
    public static let navigation = ToolbarItemPlacement(.navigation)
    /// The item represents a primary action (at the trailing edge).
    public static let primaryAction = ToolbarItemPlacement(.primaryAction)
    /// The item represents a secondary action (at the trailing edge).
    public static let secondaryAction = ToolbarItemPlacement(.secondaryAction)
    /// The item represents a change in status for the current context (in the bottom bar).
    public static let status = ToolbarItemPlacement(.status)
    /// The item represents a confirmation action for a modal interface (at the trailing
    /// edge).
    public static let confirmationAction = ToolbarItemPlacement(.confirmationAction)
    /// The item represents a cancellation action for a modal interface (at the leading
    /// edge).
    public static let cancellationAction = ToolbarItemPlacement(.cancellationAction)
    /// The item represents a destructive action for a modal interface (at the trailing
    /// edge).
    public static let destructiveAction = ToolbarItemPlacement(.destructiveAction)
    /// The item is placed in the keyboard section (not drawn: there is no on-screen
    /// keyboard).
    public static let keyboard = ToolbarItemPlacement(.keyboard)
    /// Places the item in the leading edge of the top bar.
    public static var topBarLeading: ToolbarItemPlacement { .navigationBarLeading }
    /// Places the item in the trailing edge of the top bar.
    public static var topBarTrailing: ToolbarItemPlacement { .navigationBarTrailing }
    /// Places the item in the leading edge of the navigation bar.
    public static let navigationBarLeading = ToolbarItemPlacement(.navigationBarLeading)
    /// Places the item in the trailing edge of the navigation bar.
    public static let navigationBarTrailing = ToolbarItemPlacement(.navigationBarTrailing)
    /// Places the item in the bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement(.bottomBar)
    /// Places the item in an ornament under the window (in the bottom bar here).
    public static let bottomOrnament = ToolbarItemPlacement(.bottomOrnament)

    /// Where a bar draws an item of this placement.
    var region: ToolbarRegion {
        switch kind {
        case .principal: .principal
        case .navigation, .cancellationAction, .navigationBarLeading: .leading
        case .status, .bottomBar, .bottomOrnament: .bottom
        case .keyboard: .keyboard
        default: .trailing
        }
    }
}

/// Where a bar draws a toolbar item.
enum ToolbarRegion: Hashable, Sendable {
    case leading, principal, trailing, bottom, keyboard
}
