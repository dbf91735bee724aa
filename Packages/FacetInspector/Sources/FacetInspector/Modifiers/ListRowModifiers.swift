import FacetUI
@_spi(Inspection) import FacetUICore
import Foundation

extension InspectableView {
    /// The insets the view's `.listRowInsets(_:)` gives its list row.
    ///
    /// ```swift
    /// #expect(try sut.inspect().list().text(0).listRowInsets() == EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 0))
    /// ```
    public func listRowInsets() throws -> EdgeInsets {
        try modifier(TraitWritingModifier<ListRowInsetsTrait>.self, "listRowInsets") { $0.value }
    }

    /// The view the view's `.listRowBackground(_:)` draws behind its list row, hosted on its
    /// own (`index` counts the view's `listRowBackground` modifiers from the innermost).
    ///
    /// ```swift
    /// #expect(try sut.inspect().text().listRowBackground().color().value() == .yellow)
    /// ```
    public func listRowBackground(_ index: Int? = nil) throws -> InspectableView<ViewType.ClassifiedView> {
        let backgrounds = modifiers(TraitWritingModifier<ListRowBackgroundTrait>.self).compactMap(\.value)
        guard backgrounds.indices.contains(index ?? 0) else { throw missingModifier("listRowBackground") }
        let call = "listRowBackground(" + (index.map(String.init) ?? "") + ")"
        return try hosted(backgrounds[index ?? 0].erasedView, call: call)
    }

    /// The tint the view's `.listItemTint(_:)` gives its list row: its colour (grey for
    /// `.monochrome`) and whether it is fixed (`.fixed`, a colour, `.monochrome`) rather than
    /// preferred.
    public func listItemTint() throws -> (color: Color, isFixed: Bool) {
        let tint = try modifier(TraitWritingModifier<ListItemTintTrait>.self, "listItemTint") { $0.value }
        return (tint.resolvedColor, tint.isFixed)
    }

    /// The visibility the view's `.listRowSeparator(_:edges:)` gives the separator at `edge`
    /// of its row (the innermost modifier naming the edge).
    public func listRowSeparator(_ edge: VerticalEdge) throws -> Visibility {
        try separatorSetting(ListRowSeparatorTrait.self, "listRowSeparator", edge).visibility
    }

    /// The colour the view's `.listRowSeparatorTint(_:edges:)` gives the separator at `edge`
    /// of its row (`nil`: the list's default).
    public func listRowSeparatorTint(_ edge: VerticalEdge) throws -> Color? {
        try separatorSetting(ListRowSeparatorTintTrait.self, "listRowSeparatorTint", edge).color
    }

    /// The visibility the view's `.listSectionSeparator(_:edges:)` gives the separator at
    /// `edge` of its section.
    public func listSectionSeparator(_ edge: VerticalEdge) throws -> Visibility {
        try separatorSetting(ListSectionSeparatorTrait.self, "listSectionSeparator", edge).visibility
    }

    /// The colour the view's `.listSectionSeparatorTint(_:edges:)` gives the separator at
    /// `edge` of its section (`nil`: the list's default).
    public func listSectionSeparatorTint(_ edge: VerticalEdge) throws -> Color? {
        try separatorSetting(ListSectionSeparatorTintTrait.self, "listSectionSeparatorTint", edge).color
    }

    /// The spacing between rows the nearest `.listRowSpacing(_:)` on the view or an
    /// enclosing one sets (`nil`: the default).
    public func listRowSpacing() throws -> CGFloat? {
        try environmentWriter("listRowSpacing", CGFloat?.self, keyPath: \.listRowSpacing)
    }

    /// The spacing between sections the view's `.listSectionSpacing(_:)` sets.
    public func listSectionSpacing() throws -> ListSectionSpacing {
        try modifier(TraitWritingModifier<ListSectionSpacingTrait>.self, "listSectionSpacing") { $0.value }
    }

    /// The innermost value of trait `key` whose edges include `edge`.
    private func separatorSetting<Key: TraitKey, Setting: ListSeparatorSetting>(
        _ key: Key.Type, _ name: String, _ edge: VerticalEdge
    ) throws -> Setting where Key.Value == Setting? {
        let edges: VerticalEdge.Set = edge == .top ? .top : .bottom
        return try modifier(TraitWritingModifier<Key>.self, name) { writer in
            writer.value.flatMap { $0.edges.contains(edges) ? $0 : nil }
        }
    }
}

/// A separator modifier's setting, whatever it sets.
protocol ListSeparatorSetting { var edges: VerticalEdge.Set { get } }
extension ListSeparatorVisibility: ListSeparatorSetting {}
extension ListSeparatorTint: ListSeparatorSetting {}
