import FacetUI

/// How a search walks the inspected hierarchy.
public enum ViewSearch {
    /// Where a search looks relative to the view it starts from.
    public enum Relation: Sendable {
        /// The view itself and every view below it.
        case child
        /// The views above it, nearest first.
        case parent
    }

    /// The order in which views below the start are visited.
    public enum Traversal: Sendable {
        /// Level by level.
        case breadthFirst
        /// Each subtree before its next sibling.
        case depthFirst
    }

    /// The view types whose navigation calls name search results, most specific first.
    @MainActor
    static let knownTypes: [any KnownViewType.Type] = [
        ViewType.Text.self, ViewType.Button.self, ViewType.Toggle.self, ViewType.TextField.self,
        ViewType.Slider.self, ViewType.Stepper.self, ViewType.Picker.self, ViewType.Image.self,
        ViewType.Label.self, ViewType.HStack.self, ViewType.VStack.self, ViewType.ZStack.self,
        ViewType.List.self, ViewType.ForEach.self, ViewType.Group.self, ViewType.AnyView.self,
        ViewType.EmptyView.self,
    ]

    /// The navigation call that reaches `node` from its parent view.
    @MainActor
    static func call(for node: ViewNode, index: Int?) -> String {
        if let known = knownTypes.first(where: { $0._matches(node) }) {
            return known._callName + "(" + (index.map(String.init) ?? "") + ")"
        }
        let name = Inspector.typeName(of: node.view)
        if node.isCustomView { return "view(\(name).self" + (index.map { ", \($0)" } ?? "") + ")" }
        return name.prefix(1).lowercased() + name.dropFirst() + "(" + (index.map(String.init) ?? "") + ")"
    }

    /// Whether the enclosed views of `node` are reached by index.
    @MainActor
    static func hasIndexedChildren(_ node: ViewNode, count: Int) -> Bool {
        count > 1 || knownTypes.contains { $0._hasIndexedChildren && $0._matches(node) }
    }

    /// The views directly below `view`, with their paths.
    @MainActor
    static func children(of view: InspectableView<ViewType.ClassifiedView>)
        -> [InspectableView<ViewType.ClassifiedView>]
    {
        let entries = view.node.enclosedEntries
        let indexed = hasIndexedChildren(view.node, count: entries.count)
        let isControl = view.node.widget != nil && !indexed
        return entries.enumerated().map { offset, entry in
            let own = Self.call(for: entry.unwrappingModifiers, index: isControl || !indexed ? nil : offset)
            let call = isControl ? "labelView()." + own : own
            return InspectableView(host: view.host, entry: entry, path: view.path + "." + call)
        }
    }

    /// Visits `start` and the views below it; `visit` gets each view and its depth below
    /// the start and returns `true` to stop.
    @MainActor
    static func walk(
        from start: InspectableView<ViewType.ClassifiedView>, traversal: Traversal,
        _ visit: (InspectableView<ViewType.ClassifiedView>, Int) throws -> Bool
    ) rethrows {
        let root =
            start.path.isEmpty
            ? InspectableView<ViewType.ClassifiedView>(
                host: start.host, entry: start.entry, path: call(for: start.node, index: nil))
            : start
        switch traversal {
        case .breadthFirst:
            var queue = [(root, 0)]
            var head = 0
            while head < queue.count {
                let (view, depth) = queue[head]
                head += 1
                if try visit(view, depth) { return }
                queue.append(contentsOf: children(of: view).map { ($0, depth + 1) })
            }
        case .depthFirst:
            var stack = [(root, 0)]
            while let (view, depth) = stack.popLast() {
                if try visit(view, depth) { return }
                stack.append(contentsOf: children(of: view).reversed().map { ($0, depth + 1) })
            }
        }
    }

    /// The view whose own node is `node`, with its path from the root of `host`.
    @MainActor
    static func locate(_ node: ViewNode, from host: InspectionHost) -> InspectableView<
        ViewType.ClassifiedView
    >? {
        guard let entry = host.graph.root.children.first else { return nil }
        var found: InspectableView<ViewType.ClassifiedView>?
        walk(from: InspectableView(host: host, entry: entry, path: ""), traversal: .depthFirst) { view, _ in
            if view.node === node { found = view }
            return found != nil
        }
        return found
    }
}

extension InspectableView {
    /// One line describing the view: its type and, for text, its string.
    var summary: String {
        if let text = node.view as? Text { return "Text \"\(text._plainString)\"" }
        return typeName
    }
}
