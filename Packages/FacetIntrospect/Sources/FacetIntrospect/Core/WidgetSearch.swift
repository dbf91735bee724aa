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

extension WidgetSearch {
    /// The node whose widget is `widget`: below `node` first, then among its ancestors;
    /// `nil` when no node near it owns the widget (a window, a widget's part).
    static func owner(of widget: AnyObject, near node: ViewNode) -> ViewNode? {
        func below(_ node: ViewNode) -> ViewNode? {
            for child in node.children {
                if child.widget === widget { return child }
                if let found = below(child) { return found }
            }
            return nil
        }
        if let found = below(node) { return found }
        var current: ViewNode? = node
        while let candidate = current {
            if candidate.widget === widget { return candidate }
            current = candidate.parent
        }
        return nil
    }
}
