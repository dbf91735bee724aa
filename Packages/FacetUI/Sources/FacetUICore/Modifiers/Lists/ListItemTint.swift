/// A tint effect for the items of a list: the list draws a row's selection (and what it
/// highlights) in the row's tint, set with `listItemTint(_:)`.
///
/// ```swift
/// List {
///     Label("Inbox", systemImage: "tray").listItemTint(.fixed(.blue))
///     Label("Flagged", systemImage: "flag").listItemTint(.preferred(.orange))
/// }
/// ```
public struct ListItemTint: Sendable, Equatable {
    /// The tint's colour, or `nil` for ``monochrome``.
    @_spi(Inspection) public let color: Color?
    /// Whether the tint is kept as given; a preferred tint may be replaced by the system's
    /// (Facet's backends have no such setting, so they keep it too).
    @_spi(Inspection) public let isFixed: Bool

    /// An explicit item tint colour that is always used.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint, isFixed: true) }

    /// An explicit item tint colour that the system may override.
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint, isFixed: false) }

    /// A standard grayscale tint.
    public static let monochrome = ListItemTint(color: nil, isFixed: true)

    /// The colour rows are drawn in: the tint's, grey for ``monochrome``.
    @_spi(Inspection) @_spi(Backend) public var resolvedColor: Color { color ?? .gray }
}
