/// The structure that defines the kinds of available accessibility actions.
///
/// ```swift
/// Text(message.body)
///     .accessibilityAction(.escape) { dismiss() }
///     .accessibilityAction(named: "Reply") { reply() }
/// ```
public struct AccessibilityActionKind: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case `default`, escape, magicTap, delete, showMenu
        case named(String)
    }

    let kind: Kind

    /// The value that represents the default accessibility action (activating the element).
    public static let `default` = AccessibilityActionKind(kind: .default)
    /// The value that represents an action that cancels a pending accessibility action.
    public static let escape = AccessibilityActionKind(kind: .escape)
    /// The value that represents a “magic tap” action (the most important action of the screen).
    public static let magicTap = AccessibilityActionKind(kind: .magicTap)
    /// The value that represents an action that deletes the element.
    public static let delete = AccessibilityActionKind(kind: .delete)
    /// The value that represents an action that shows the element's menu.
    public static let showMenu = AccessibilityActionKind(kind: .showMenu)

    init(kind: Kind) { self.kind = kind }

    /// Creates a custom action named `name`.
    public init(named name: Text) { kind = .named(name.string) }

    /// How a call names the action: ".default", "named: \"Reply\"".
    @_spi(Inspection) public var callDescription: String {
        switch kind {
        case .default: ".default"
        case .escape: ".escape"
        case .magicTap: ".magicTap"
        case .delete: ".delete"
        case .showMenu: ".showMenu"
        case .named(let name): "named: \"\(name)\""
        }
    }

    /// The custom action's name, or `nil` for a standard action.
    @_spi(Inspection) public var name: String? {
        if case .named(let name) = kind { return name }
        return nil
    }
}
