import FacetUI
@_spi(Inspection) import FacetUICore

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

    /// The view types whose navigation calls name search results: every non-generic
    /// `KnownViewType` of the package, in declaration order (files sorted by path, then top
    /// to bottom), as `swift run coverage report` lists them in `KnownViewTypes.generated.swift`
    /// — nobody keeps this list. A view is named by the first type that matches it, so two
    /// types should not match the same view; where one must match more broadly than another
    /// (`Shape` matches every shape), declare it in a file that sorts after the other's.
    /// `ClassifiedView` and `ParentView` are left out: they match every view and name none.
    @MainActor
    static let knownTypes: [any KnownViewType.Type] = declaredKnownTypes.filter {
        ObjectIdentifier($0) != ObjectIdentifier(ViewType.ClassifiedView.self)
            && ObjectIdentifier($0) != ObjectIdentifier(ViewType.ParentView.self)
    }

    /// The known view types whose styles show their parts through placeholders.
    @MainActor
    static let stylePartOwners: [any StylePartsOwner.Type] = knownTypes.compactMap {
        $0 as? any StylePartsOwner.Type
    }

    /// The navigation call that reaches `node` from its parent view.
    @MainActor
    static func call(for node: ViewNode, index: Int?) -> String {
        let known = ViewTypeTraits.of(node).knownTypeIndex
        if known >= 0 { return knownTypes[known]._callName + "(" + (index.map(String.init) ?? "") + ")" }
        if node.isCustomView {
            // A generic custom view is spelled as ViewInspector spells it: `Card<EmptyView>`.
            let spelled = Inspector.typeName(type: node.viewType, generics: .customViewPlaceholder)
            return "view(\(spelled).self" + (index.map { ", \($0)" } ?? "") + ")"
        }
        let name = Inspector.typeName(of: node.view)
        return name.prefix(1).lowercased() + name.dropFirst() + "(" + (index.map(String.init) ?? "") + ")"
    }

    /// Whether `node` is a control whose enclosed views are its label (reached through
    /// `labelView()`): it has a widget and is neither a type whose widget draws its content,
    /// a container of views reached by index, nor a control holding its label as a value
    /// (a picker's enclosed views are its options).
    @MainActor
    static func isControl(_ node: ViewNode) -> Bool {
        guard node.widget != nil else { return false }
        let traits = ViewTypeTraits.of(node)
        return !traits.drawsContent && !traits.hasIndexedChildren && !traits.holdsViews
    }

    /// Whether the enclosed views of `node` are reached by index.
    @MainActor
    static func hasIndexedChildren(_ node: ViewNode, count: Int) -> Bool {
        count > 1 || ViewTypeTraits.of(node).hasIndexedChildren
    }

    /// Visits `start` and the views below it; `visit` gets the walk's trail and the index
    /// of the reached step (its nodes and depth, and the view when it is wanted) and
    /// returns `true` to stop. Nothing is spelled for the views visited.
    @MainActor
    static func walk(
        from start: InspectableView<ViewType.ClassifiedView>, traversal: Traversal,
        _ visit: (SearchTrail, Int) throws -> Bool
    ) rethrows {
        try start.host.walking { try walk(SearchTrail(from: start), traversal: traversal, visit) }
    }

    /// Visits the views of `trail` from its start, as ``walk(from:traversal:_:)``.
    @MainActor
    private static func walk(
        _ trail: SearchTrail, traversal: Traversal, _ visit: (SearchTrail, Int) throws -> Bool
    ) rethrows {
        switch traversal {
        case .breadthFirst:
            // The trail is the queue: each step's children are appended after it.
            var head = 0
            while head < trail.count {
                if try visit(trail, head) { return }
                _ = trail.expand(head)
                head += 1
            }
        case .depthFirst:
            var stack = [0]
            while let index = stack.popLast() {
                if try visit(trail, index) { return }
                stack.append(contentsOf: trail.expand(index).reversed())
            }
        }
    }
}

extension ViewNode {
    /// One line describing the node's view: its type and, for text, its string.
    var summary: String {
        let view = self.view
        if let text = view as? Text { return "Text \"\(text.plainString)\"" }
        if isAbsentView { return String(describing: type(of: view)) + " (absent)" }
        if view is any ModifierContentPlaceholder { return ViewType.ViewModifierContent.typePrefix }
        // Only a custom modifier is shown as a view of its own: by the modifier's name.
        if let modifier = (view as? any ModifierCarrier)?.carriedModifier {
            return Inspector.typeName(ofType: type(of: modifier))
        }
        return Inspector.typeName(of: view)
    }
}
