import FacetUI

// ViewInspector compares the grid items a lazy grid was written with (`columns()`,
// `rows()`); SwiftUI's `GridItem` is not `Equatable`, so inspection makes it so.

extension GridItem: @retroactive Equatable {
    /// Whether two grid items have the same size, spacing and alignment.
    public static func == (lhs: GridItem, rhs: GridItem) -> Bool {
        lhs.size == rhs.size && lhs.spacing == rhs.spacing && lhs.alignment == rhs.alignment
    }
}

extension GridItem.Size: @retroactive Equatable {
    /// Whether two sizes are the same kind with the same bounds.
    public static func == (lhs: GridItem.Size, rhs: GridItem.Size) -> Bool {
        switch (lhs, rhs) {
        case (.fixed(let a), .fixed(let b)): return a == b
        case (.flexible(let a0, let a1), .flexible(let b0, let b1)): return a0 == b0 && a1 == b1
        case (.adaptive(let a0, let a1), .adaptive(let b0, let b1)): return a0 == b0 && a1 == b1
        default: return false
        }
    }
}
