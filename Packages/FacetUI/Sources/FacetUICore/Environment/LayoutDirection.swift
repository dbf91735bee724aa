/// A direction in which SwiftUI can lay out content.
///
/// Facet lays content out left to right whatever the environment says; views read
/// `\.layoutDirection` to adapt themselves, and
/// ``View/flipsForRightToLeftLayoutDirection(_:)`` mirrors a view when it is
/// ``rightToLeft``.
///
/// ```swift
/// Image(systemName: "arrow.right")
///     .flipsForRightToLeftLayoutDirection(true)
///     .environment(\.layoutDirection, .rightToLeft)
/// ```
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// A left-to-right layout.
    case leftToRight
    /// A right-to-left layout.
    case rightToLeft
}

extension EnvironmentValues {
    private struct LayoutDirectionKey: EnvironmentKey {
        static let defaultValue = LayoutDirection.leftToRight
    }

    /// The layout direction associated with the current environment (`.leftToRight` unless
    /// a view above sets it).
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}
