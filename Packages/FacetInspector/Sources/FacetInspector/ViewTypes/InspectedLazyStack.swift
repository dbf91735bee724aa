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

extension InspectableView {
    /// The `ForEach` at `index` (the first when `nil`) among `views`, a lazy container's
    /// content as written, hosted on its own with every row built: ViewInspector counts a
    /// lazy container's content by the views written in it, a `ForEach` as one
    /// (`lazyVStack().forEach(0).text(3)`), whichever rows the container has realised.
    func lazyForEach(in views: [any FacetUI.View], index: Int?, call: String) throws
        -> InspectableView<ViewType.ClassifiedView>
    {
        let view: any FacetUI.View
        if let index {
            guard views.indices.contains(index) else {
                throw InspectionError.viewIndexOutOfBounds(index: index, count: views.count)
            }
            view = views[index]
        } else {
            guard let first = views.first(where: { $0 is any InspectedForEach }) else {
                throw InspectionError.viewNotFound(parent: typeName)
            }
            view = first
        }
        guard view is any InspectedForEach else {
            throw InspectionError.inspection(
                path: path(appending: call), factual: Inspector.typeName(of: view), expected: "ForEach")
        }
        return try hosted(view, call: call)
    }
}
