import FacetUI

/// A view type whose enclosed views are reached by index (stacks, `ForEach`, `List`, a
/// custom view's body): an ``InspectableView`` of it is a collection of its enclosed views,
/// as in ViewInspector.
///
/// ```swift
/// let rows = try sut.inspect().list().forEach(0)
/// #expect(rows.count == 3)
/// #expect(try rows.map { try $0.text().string() } == ["Apple", "Pear", "Plum"])
/// #expect(try rows[1].text().string() == "Pear")
/// ```
public protocol MultipleViewContent: KnownViewType {}

extension ViewType.HStack: MultipleViewContent {}
extension ViewType.VStack: MultipleViewContent {}
extension ViewType.ZStack: MultipleViewContent {}
extension ViewType.Group: MultipleViewContent {}
extension ViewType.ForEach: MultipleViewContent {}
extension ViewType.List: MultipleViewContent {}
extension ViewType.Form: MultipleViewContent {}
extension ViewType.Section: MultipleViewContent {}
extension ViewType.GroupBox: MultipleViewContent {}
extension ViewType.Grid: MultipleViewContent {}
extension ViewType.GridRow: MultipleViewContent {}
extension ViewType.ViewThatFits: MultipleViewContent {}
extension ViewType.ClassifiedView: MultipleViewContent {}
extension ViewType.View: MultipleViewContent {}
extension ViewType.NavigationStack: MultipleViewContent {}
extension ViewType.DisclosureGroup: MultipleViewContent {}

extension InspectableView: @MainActor Sequence, @MainActor Collection, @MainActor BidirectionalCollection,
    @MainActor RandomAccessCollection
where View: MultipleViewContent {
    /// An enclosed view, classified.
    public typealias Element = InspectableView<ViewType.ClassifiedView>
    /// The position of an enclosed view.
    public typealias Index = Int

    /// The first enclosed view's position: 0.
    public var startIndex: Int { 0 }

    /// The number of enclosed views: the end position.
    public var endIndex: Int { host.enclosedEntries(of: node).count }

    /// The enclosed view at `index`, reached as `[index]` (as in ViewInspector); an index
    /// out of bounds is a programming error, as for any collection.
    public subscript(index: Int) -> InspectableView<ViewType.ClassifiedView> {
        let entries = host.enclosedEntries(of: node)
        precondition(
            entries.indices.contains(index),
            "Enclosed view index '\(index)' is out of bounds: '0 ..< \(entries.count)'")
        return InspectableView<ViewType.ClassifiedView>(
            host: host, entry: entries[index],
            path: basePath + "[\(index)]")
    }
}
