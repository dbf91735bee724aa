import Foundation

/// A layout whose rows are the places a view-aligned scroll comes to rest
/// (`.scrollTargetLayout()`): a transparent wrapper the scroll view looks for.
struct ScrollTargetLayoutView<Content: View>: View, PrimitiveView {
    let content: Content
    let isEnabled: Bool
    typealias Body = Never

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        WrapperNode(self, graph: graph, parent: parent, environment: environment) { $0.content }
    }
}

/// A `.scrollTargetLayout()` wrapper, whatever its content.
protocol ScrollTargetLayoutMarker {
    var isEnabled: Bool { get }
}

extension ScrollTargetLayoutView: ScrollTargetLayoutMarker {}

extension View {
    /// Configures the outermost layout as a scroll target layout: its rows (a lazy
    /// stack's realised rows, a stack's views) are where a `.viewAligned` scroll rests.
    ///
    /// ```swift
    /// ScrollView {
    ///     LazyVStack { ForEach(cards) { CardView($0) } }.scrollTargetLayout()
    /// }
    /// .scrollTargetBehavior(.viewAligned)
    /// ```
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        ScrollTargetLayoutView(content: self, isEnabled: isEnabled)
    }
}

extension ViewNode {
    /// The frames of the rows of the scroll target layouts below this node (root
    /// coordinates), not looking into scroll views below.
    func scrollTargetRects() -> [CGRect] {
        var rects: [CGRect] = []
        func visit(_ node: ViewNode) {
            if node !== self, node is any ScrollTargetContainer { return }
            if let marker = node.view as? any ScrollTargetLayoutMarker, marker.isEnabled {
                var units: [ViewNode] = []
                node.collectLayoutUnits(into: &units)
                for unit in units {
                    if let rows = unit as? any ScrollTargetRows {
                        rects += rows.rowFrames
                    } else {
                        rects += unit.childUnits.map(\.frame)
                    }
                }
                return
            }
            node.children.forEach(visit)
        }
        visit(self)
        return rects
    }
}
