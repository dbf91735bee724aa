import FacetUI
@_spi(Inspection) import FacetUICore

/// A lazy stack (`LazyVStack`, `LazyHStack`): its enclosed views are its realised rows,
/// each built inside an `AnyView` — one enclosed view a row (a row of several views is its
/// `TupleView`) —, at their indices among every row.
protocol InspectedLazyStack: InspectedContainer {}

extension InspectedLazyStack {
    static func enclosedNodes(of node: ViewNode) -> [ViewNode] {
        node.children.map { row in
            (row.view is FacetUI.AnyView ? row.children.first ?? row : row).rowEntry
        }
    }

    static func enclosedIndices(of node: ViewNode) -> [Int]? { node.lazyRows?.realised }
}
