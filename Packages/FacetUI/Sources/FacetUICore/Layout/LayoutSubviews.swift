import Foundation

/// A proxy that represents one subview of a layout.
@MainActor
public struct LayoutSubview: Equatable {
    let node: ViewNode

    /// The layout priority of the subview.
    public var priority: Double { node.layoutPriority }

    /// The subview's preferred spacing.
    public var spacing: ViewSpacing { node.spacing }

    /// Asks the subview for its size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.sizeThatFits(proposal) }

    /// Asks the subview for its dimensions and alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { node.dimensions(for: proposal) }

    /// Assigns a position and proposed size to the subview.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = node.sizeThatFits(proposal)
        let origin = LayoutDefaults.current.rounded(
            CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height))
        node.place(in: CGRect(origin: origin, size: size), proposal: proposal)
    }

    /// Reads a value set with `layoutValue(key:value:)`.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { node.layoutValue(key) }

    nonisolated public static func == (a: Self, b: Self) -> Bool { a.node === b.node }
}

/// A collection of proxy values that represent the subviews of a layout view.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let nodes: [ViewNode]

    public var startIndex: Int { 0 }
    public var endIndex: Int { nodes.count }
    public subscript(index: Int) -> LayoutSubview { LayoutSubview(node: nodes[index]) }

    public static func == (a: Self, b: Self) -> Bool {
        a.nodes.count == b.nodes.count && zip(a.nodes, b.nodes).allSatisfy { $0 === $1 }
    }
}

extension LayoutSubviews {
    /// The layout units of `child`, collected once and kept in `cache` until the caller
    /// clears it (a node laying out two children apart: a view and its layer or inset).
    @MainActor
    init(unitsOf child: ViewNode, cache: inout [ViewNode]?) {
        if let cache {
            self.init(nodes: cache)
            return
        }
        var collected: [ViewNode] = []
        child.collectLayoutUnits(into: &collected)
        cache = collected
        self.init(nodes: collected)
    }
}

/// A key for accessing a layout value of a layout container's subviews.
public protocol LayoutValueKey {
    /// The type of the key's value.
    associatedtype Value
    /// The default value of the key.
    static var defaultValue: Value { get }
}
