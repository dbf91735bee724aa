import Foundation

/// The spacing between adjacent sections of a ``List``, set with `listSectionSpacing(_:)`.
///
/// ```swift
/// List { … }.listSectionSpacing(.compact)
/// ```
public struct ListSectionSpacing: Sendable, Equatable {
    enum Kind: Equatable {
        case automatic
        case compact
        case custom(CGFloat)
    }

    let kind: Kind

    /// The list style's spacing (one line between the sections of a grouped list in the
    /// terminal, none in a plain one).
    public static let `default` = ListSectionSpacing(kind: .automatic)
    /// No space between sections.
    public static let compact = ListSectionSpacing(kind: .compact)
    /// A spacing of `spacing` layout units (cells in the terminal, points in GTK).
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
        ListSectionSpacing(kind: .custom(spacing))
    }

    /// The distance this spacing gives, where the list style gives `styleGap`.
    @_spi(Inspection) public func length(styleGap: CGFloat) -> CGFloat {
        switch kind {
        case .automatic: styleGap
        case .compact: 0
        case .custom(let spacing): max(0, spacing)
        }
    }
}
