import Foundation

/// A type that specifies the appearance and interaction of navigation split views within a
/// view hierarchy.
///
/// ```swift
/// NavigationSplitView { Sidebar() } detail: { Detail() }
///     .navigationSplitViewStyle(.prominentDetail)
/// ```
@MainActor @preconcurrency
public protocol NavigationSplitViewStyle {
    /// Whether the detail keeps the whole width, the leading columns drawn over it (an SPI:
    /// SwiftUI styles make their body instead).
    @_spi(Backend) var overlaysDetail: Bool { get }
}

@_spi(Backend)
extension NavigationSplitViewStyle {
    /// A style that says nothing is drawn as the balanced one (an SPI requirement needs a
    /// default).
    public var overlaysDetail: Bool { false }
}

/// A navigation split style that resolves its appearance automatically: balanced, as there
/// is room for every column on the backends Facet draws to.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates an automatic navigation split view style.
    nonisolated public init() {}
    @_spi(Backend) public var overlaysDetail: Bool { false }
}

/// A navigation split style that reduces the size of the detail content to make room when
/// showing the leading column or columns.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates a balanced navigation split view style.
    nonisolated public init() {}
    @_spi(Backend) public var overlaysDetail: Bool { false }
}

/// A navigation split style that attempts to maintain the size of the detail content when
/// hiding or showing the leading columns: they are drawn over it.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates a prominent detail navigation split view style.
    nonisolated public init() {}
    @_spi(Backend) public var overlaysDetail: Bool { true }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// A navigation split style that resolves its appearance automatically.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// A navigation split style that reduces the size of the detail content to make room
    /// when showing the leading column or columns.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// A navigation split style that attempts to maintain the size of the detail content
    /// when hiding or showing the leading columns.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
        ProminentDetailNavigationSplitViewStyle()
    }
}

extension EnvironmentValues {
    private struct NavigationSplitViewStyleKey: EnvironmentKey {
        static var defaultValue: any NavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
    }

    /// The navigation split view style in effect, as `.navigationSplitViewStyle(_:)` set it.
    var navigationSplitViewStyle: any NavigationSplitViewStyle {
        get { self[NavigationSplitViewStyleKey.self] }
        set { self[NavigationSplitViewStyleKey.self] = newValue }
    }
}

/// The width a column asks for, written by `.navigationSplitViewColumnWidth(...)` (read by
/// inspection tools as a `GraphOutputWritingModifier<NavigationSplitViewColumnWidthOutput>`).
@_spi(Inspection)
public enum NavigationSplitViewColumnWidthOutput: GraphOutputKey {
    /// The least, ideal and greatest width (`nil`: no bound).
    public typealias Value = NavigationSplitViewColumnWidth
}

/// The width a navigation split view column asks for.
@_spi(Inspection)
public struct NavigationSplitViewColumnWidth: Equatable {
    /// The least width, or `nil` for none.
    public let min: CGFloat?
    /// The width the column has when there is room.
    public let ideal: CGFloat
    /// The greatest width, or `nil` for none.
    public let max: CGFloat?

    /// The ideal width within the bounds.
    var clampedIdeal: CGFloat { Swift.min(self.max ?? .infinity, Swift.max(self.min ?? 0, ideal)) }
}

extension View {
    /// Sets the style for navigation split views within this view.
    ///
    /// ```swift
    /// NavigationSplitView { Sidebar() } detail: { Detail() }
    ///     .navigationSplitViewStyle(.balanced)
    /// ```
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        environment(\.navigationSplitViewStyle, style, writtenBy: "navigationSplitViewStyle")
    }

    /// Sets a fixed, preferred width for the column containing this view.
    ///
    /// ```swift
    /// List(parks) { Text($0.name) }.navigationSplitViewColumnWidth(24)
    /// ```
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        navigationSplitViewColumnWidth(min: width, ideal: width, max: width)
    }

    /// Sets a flexible, preferred width for the column containing this view: the column is
    /// `ideal` wide, within `min` and `max`.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil)
        -> some View
    {
        OutputView<Self, NavigationSplitViewColumnWidthOutput>(
            content: self, value: NavigationSplitViewColumnWidth(min: min, ideal: ideal, max: max),
            writerName: "navigationSplitViewColumnWidth")
    }
}
