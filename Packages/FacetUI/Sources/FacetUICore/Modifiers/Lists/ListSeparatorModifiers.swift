/// The visibility a separator modifier gives the separators at some edges of a row or a
/// section (for inspection tools).
@_spi(Inspection)
public struct ListSeparatorVisibility: Equatable, Sendable {
    /// The visibility given.
    public let visibility: Visibility
    /// The edges it applies to.
    public let edges: VerticalEdge.Set
}

/// The tint a separator modifier gives the separators at some edges of a row or a section
/// (for inspection tools).
@_spi(Inspection)
public struct ListSeparatorTint: Equatable, Sendable {
    /// The colour given, or `nil` for the list's default.
    public let color: Color?
    /// The edges it applies to.
    public let edges: VerticalEdge.Set
}

/// The trait of `.listRowSeparator(_:edges:)` (for inspection tools).
@_spi(Inspection)
public enum ListRowSeparatorTrait: TraitKey, ListRowTrait {
    public static var defaultValue: ListSeparatorVisibility? { nil }
}

/// The trait of `.listRowSeparatorTint(_:edges:)` (for inspection tools).
@_spi(Inspection)
public enum ListRowSeparatorTintTrait: TraitKey, ListRowTrait {
    public static var defaultValue: ListSeparatorTint? { nil }
}

/// The trait of `.listSectionSeparator(_:edges:)` (for inspection tools).
@_spi(Inspection)
public enum ListSectionSeparatorTrait: TraitKey, ListRowTrait {
    public static var defaultValue: ListSeparatorVisibility? { nil }
}

/// The trait of `.listSectionSeparatorTint(_:edges:)` (for inspection tools).
@_spi(Inspection)
public enum ListSectionSeparatorTintTrait: TraitKey, ListRowTrait {
    public static var defaultValue: ListSeparatorTint? { nil }
}

// Separators are lines between rows, which GTK draws (GtkListBox's separators); a terminal
// list draws none (a line each would double its height), so there these settings are kept
// for inspection and for GTK only.
extension View {
    /// Sets the display mode for the separator at the `edges` of the row (on a `ForEach` or
    /// a section: of each of its rows). A separator between two rows shows unless either
    /// row hides it.
    ///
    /// Drawn by GTK; the terminal draws no separators, so there it is kept for inspection.
    ///
    /// ```swift
    /// List {
    ///     Text("Alone").listRowSeparator(.hidden)
    /// }
    /// ```
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        trait(ListRowSeparatorTrait.self, ListSeparatorVisibility(visibility: visibility, edges: edges))
    }

    /// Sets the tint colour of the separator at the `edges` of the row (`nil`: the list's
    /// default). Drawn by GTK; kept for inspection in the terminal.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        trait(ListRowSeparatorTintTrait.self, ListSeparatorTint(color: color, edges: edges))
    }

    /// Sets the display mode for the separator at the `edges` of the section (on a
    /// ``Section``): the one above its first row (`top`) or below its last (`bottom`).
    /// Drawn by GTK; kept for inspection in the terminal.
    ///
    /// ```swift
    /// List {
    ///     Section("Recent") { … }.listSectionSeparator(.hidden, edges: .bottom)
    /// }
    /// ```
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        trait(ListSectionSeparatorTrait.self, ListSeparatorVisibility(visibility: visibility, edges: edges))
    }

    /// Sets the tint colour of the separator at the `edges` of the section (`nil`: the
    /// list's default). Drawn by GTK; kept for inspection in the terminal.
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        trait(ListSectionSeparatorTintTrait.self, ListSeparatorTint(color: color, edges: edges))
    }
}
