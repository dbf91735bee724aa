import Foundation

/// A description of a row or a column in a lazy grid.
///
/// A ``LazyVGrid`` takes one `GridItem` per column, a ``LazyHGrid`` one per row:
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.fixed(20)), GridItem(.flexible()), GridItem(.adaptive(minimum: 10))]) {
///     ForEach(items) { ItemCell(item: $0) }
/// }
/// ```
///
/// The grid first gives every `.fixed` item its size, then shares what is left of its
/// length (after the spacings) among the other items in order, each its equal share of
/// what remains, bounded by its minimum and maximum. An `.adaptive` item puts as many
/// tracks of at least its minimum as fit in its share.
public struct GridItem: Sendable {
    /// The size of a grid item.
    public enum Size: Sendable {
        /// A single item of exactly this size.
        case fixed(_: CGFloat)
        /// A single item sized from the available space, between `minimum` and `maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items as fit in the available space, each at least `minimum` long and
        /// at most `maximum`.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size of the item: the width of a column, or the height of a row.
    public var size: GridItem.Size
    /// The space after this item (to the next one), or `nil` for the default spacing.
    public var spacing: CGFloat?
    /// How views are placed in this item's cells, or `nil` for the grid's alignment.
    public var alignment: Alignment?

    /// Creates a grid item with the given size, spacing and alignment.
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        (self.size, self.spacing, self.alignment) = (size, spacing, alignment)
    }
}
