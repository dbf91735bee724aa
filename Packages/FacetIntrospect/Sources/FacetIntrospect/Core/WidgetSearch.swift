import FacetUI

/// Searches of the view graph's node → widget map.
@MainActor
enum WidgetSearch {
    /// The first node below `node` (depth first, in order) that has a widget.
    static func firstWidgetNode(in node: ViewNode) -> ViewNode? {
        for child in node.children {
            if child.widget != nil { return child }
            if let found = firstWidgetNode(in: child) { return found }
        }
        return nil
    }

    /// The class name of the first widget below `node`, for diagnostics.
    static func firstWidgetDescription(in node: ViewNode) -> String {
        firstWidgetNode(in: node)?.widget.map { "\(type(of: $0))" } ?? "no widget"
    }

    /// The class names of the widgets of `node`'s ancestors, nearest first, for diagnostics.
    static func ancestorWidgetDescription(of node: ViewNode) -> String {
        var names: [String] = []
        var current = node.parent
        while let candidate = current {
            if let widget = candidate.widget { names.append("\(type(of: widget))") }
            current = candidate.parent
        }
        return names.isEmpty ? "no widget" : names.joined(separator: ", ")
    }
}
