import Foundation

/// The trait of `.listSectionSpacing(_:)` on a section (for inspection tools): the space
/// below that section.
@_spi(Inspection)
public enum ListSectionSpacingTrait: TraitKey, ListRowTrait {
    public static var defaultValue: ListSectionSpacing? { nil }
}

extension EnvironmentValues {
    private struct ListRowSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
    private struct ListSectionSpacingKey: EnvironmentKey {
        static let defaultValue = ListSectionSpacing.default
    }

    /// The space between the rows of the lists here, as `listRowSpacing(_:)` set it (`nil`:
    /// none). SwiftUI keeps it private; lists and inspection tools read it.
    @_spi(Inspection) public var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }

    /// The space between the sections of the lists here, as `listSectionSpacing(_:)` set it.
    /// SwiftUI keeps it private; lists and inspection tools read it.
    @_spi(Inspection) public var listSectionSpacing: ListSectionSpacing {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }
}

extension View {
    /// Sets the vertical spacing between the rows of the lists in this view (`nil`: the
    /// list's default, none). The space is left empty (the list's background shows).
    ///
    /// ```swift
    /// List(tasks) { TaskRow(task: $0) }.listRowSpacing(1)
    /// ```
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        environment(\.listRowSpacing, spacing, writtenBy: "listRowSpacing")
    }

    /// Sets the spacing between adjacent sections: on a ``List``, between all of its
    /// sections; on a ``Section``, between it and the next one.
    ///
    /// ```swift
    /// List { … }.listSectionSpacing(.compact)
    /// ```
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        trait(ListSectionSpacingTrait.self, spacing)
            .environment(\.listSectionSpacing, spacing, writtenBy: "listSectionSpacing")
    }

    /// Sets the spacing between adjacent sections to `spacing` layout units.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        listSectionSpacing(.custom(spacing))
    }
}
