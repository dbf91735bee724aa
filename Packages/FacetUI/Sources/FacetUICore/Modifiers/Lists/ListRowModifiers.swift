import Foundation

/// A trait a ``List`` reads when it places its rows (insets, background, tint,
/// separators, section spacing): a change of its value lays the list out again.
protocol ListRowTrait: TraitKey {}

/// The trait of `.listRowInsets(_:)` (for inspection tools): the room a ``List`` leaves
/// around the row's content, inside the row (`nil`: the list's default, no room).
@_spi(Inspection)
public enum ListRowInsetsTrait: TraitKey, ListRowTrait {
    public static var defaultValue: EdgeInsets? { nil }
}

/// The trait of `.listRowBackground(_:)` (for inspection tools): the view a ``List`` draws
/// behind the row, over the row's whole extent.
@_spi(Inspection)
public enum ListRowBackgroundTrait: TraitKey, ListRowTrait {
    public static var defaultValue: AnyView? { nil }
}

/// The trait of `.listItemTint(_:)` (for inspection tools): the tint a ``List`` draws the
/// row's selection in.
@_spi(Inspection)
public enum ListItemTintTrait: TraitKey, ListRowTrait {
    public static var defaultValue: ListItemTint? { nil }
}

extension View {
    /// Applies an inset to the rows in a list: the row's content is laid out inside the
    /// row, `insets` from its edges (a row is as tall as its content plus the top and
    /// bottom insets). `nil` keeps the list's default, which leaves no room in Facet's
    /// backends.
    ///
    /// ```swift
    /// List {
    ///     Text("Indented").listRowInsets(EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 0))
    /// }
    /// ```
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        trait(ListRowInsetsTrait.self, insets)
    }

    /// Places a custom background view behind a list row item: the list lays it out over
    /// the whole row (insets included), below the row's content. Outside a list it shows
    /// nothing.
    ///
    /// ```swift
    /// List {
    ///     Text("Urgent").listRowBackground(Color.red)
    /// }
    /// ```
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        trait(ListRowBackgroundTrait.self, view.map { AnyView($0) })
    }

    /// Sets a tint effect for the row: the list draws the row's selection in its colour
    /// (the terminal draws a selected row's text in it; GTK its selection highlight).
    /// `nil` keeps the list's default.
    ///
    /// ```swift
    /// List(selection: $selection) {
    ///     Text("Work").tag(1).listItemTint(.fixed(.orange))
    /// }
    /// ```
    public func listItemTint(_ tint: ListItemTint?) -> some View {
        trait(ListItemTintTrait.self, tint)
    }

    /// Sets a fixed tint colour for the row (``ListItemTint/fixed(_:)``); `nil` keeps the
    /// list's default.
    public func listItemTint(_ tint: Color?) -> some View {
        listItemTint(tint.map { .fixed($0) })
    }
}
