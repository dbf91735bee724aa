// The rows of a lazy stack, for inspection tools (FacetInspector). SwiftUI has no such
// accessor; it is underscored because only tools read it.

/// Which rows of a lazy stack exist as nodes, for inspection tools.
public struct _InspectedLazyRows: Equatable, Sendable {
    /// How many rows the stack's content makes (single views and `ForEach` rows).
    public let count: Int
    /// The indices of the realised rows, in the order of the node's children.
    public let realised: [Int]
}

/// A lazy stack's node, whatever its stack.
@MainActor
protocol InspectableLazyStackNode {
    var inspectedRows: _InspectedLazyRows { get }
}

extension ViewNode {
    /// The rows of this lazy stack's node (`LazyVStack`, `LazyHStack`), or `nil` for another
    /// node. Each realised row is a child node (an `AnyView`). For inspection tools.
    public var _inspectedLazyRows: _InspectedLazyRows? {
        (self as? any InspectableLazyStackNode)?.inspectedRows
    }
}
