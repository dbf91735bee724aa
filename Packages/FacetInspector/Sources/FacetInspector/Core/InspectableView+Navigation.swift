import FacetUI

extension InspectableView {
    /// The enclosed view reached by `call`: by index among the enclosed views, or without
    /// an index the only one (a custom view's body, a wrapper's content). A classified
    /// view of the requested type is returned itself.
    func child<T: KnownViewType>(_ type: T.Type, call: String, index: Int?) throws -> InspectableView<T> {
        let callText = call + "(" + (index.map(String.init) ?? "") + ")"
        if index == nil, View.self == ViewType.ClassifiedView.self {
            let ownPath = path.isEmpty ? callText : path + "." + callText
            if T._matches(node) { return retyped(T.self, path: ownPath) }
            guard node.isCustomView || node.view is FacetUI.AnyView else {
                throw InspectionError.inspection(path: ownPath, factual: typeName, expected: T.typePrefix)
            }
        }
        // A menu's enclosed views are its items, as in ViewInspector (its label is reached
        // with `labelView()`).
        if View.self == ViewType.Menu.self, let items = try? menuItems() {
            return try items.child(type, call: call, index: index)
        }
        // A link's enclosed view is its destination page, as in ViewInspector.
        if View.self == ViewType.NavigationLink.self {
            return try navigationLinkDestination().child(type, call: call, index: index)
        }
        let childPath = path(appending: callText)
        let entries = node.enclosedEntries
        let entry: ViewNode
        if let index {
            entry = try enclosedEntry(at: index, in: entries)
        } else {
            guard let first = entries.first else { throw InspectionError.viewNotFound(parent: typeName) }
            entry = first
        }
        let found = InspectableView<T>(host: host, entry: entry, path: childPath)
        guard T._matches(found.node) else {
            throw InspectionError.inspection(path: childPath, factual: found.typeName, expected: T.typePrefix)
        }
        return found
    }

    /// The enclosed view at `index` among `entries` (the node's enclosed entries). A tab
    /// view's index counts every tab, but only the selected one is built; a lazy stack's
    /// counts every row, but only the realised ones are built.
    private func enclosedEntry(at index: Int, in entries: [ViewNode]) throws -> ViewNode {
        if let rows = node._inspectedLazyRows {
            guard index >= 0, index < rows.count else {
                throw InspectionError.viewIndexOutOfBounds(index: index, count: rows.count)
            }
            let first = rows.realised.first ?? 0
            guard entries.indices.contains(index - first) else {
                let built =
                    rows.realised.isEmpty
                    ? "none is realised" : "the realised rows are \(first) ..< \(first + entries.count)"
                throw InspectionError.viewNotFound(parent: "row \(index) (\(built))")
            }
            return entries[index - first]
        }
        if let tabs = node.tabViewContent {
            guard tabs.titles.indices.contains(index) else {
                throw InspectionError.viewIndexOutOfBounds(index: index, count: tabs.titles.count)
            }
            guard index == tabs.selectedIndex, let entry = entries.first else {
                throw InspectionError.viewNotFound(
                    parent: "tab \(index) (the selected tab is \(tabs.selectedIndex))")
            }
            return entry
        }
        guard entries.indices.contains(index) else {
            throw InspectionError.viewIndexOutOfBounds(index: index, count: entries.count)
        }
        return entries[index]
    }

    /// The enclosed view at `index`, or the only one, whatever its type.
    public func classified(_ index: Int?) throws -> InspectableView<ViewType.ClassifiedView> {
        try child(ViewType.ClassifiedView.self, call: "classified", index: index)
    }

    /// The number of views this view encloses (a stack's subviews, `ForEach`'s rows).
    var enclosedCount: Int { node.enclosedEntries.count }

    /// The indices of the enclosed views that are built, among every view this one shows
    /// (the selected tab of a `TabView`, the realised rows of a lazy stack).
    var enclosedRange: Range<Int> {
        let first = node.enclosedOffset
        return first..<(first + enclosedCount)
    }

    /// The enclosed views, classified.
    func enclosedViews() -> [InspectableView<ViewType.ClassifiedView>] {
        node.enclosedEntries.map {
            InspectableView<ViewType.ClassifiedView>(host: host, entry: $0, path: path)
        }
    }

    /// The parent view: the nearest view above this one that navigation reaches (not a
    /// modifier, a structural group, or a node a container builds for itself, such as the
    /// list inside a `Form`); for the content of a presented modal, the modal.
    public func parent() throws -> InspectableView<ViewType.ClassifiedView> {
        guard let (trail, above) = ancestorSteps(),
            let nearest = above.first(where: { !trail.isControlLabelWrapper($0) })
        else { throw InspectionError.parentViewNotFound(view: typeName) }
        return trail.view(nearest).spelled()
    }
}

extension ViewNode {
    /// Whether the node is the `AnyView` a control (a view with a widget) wraps its only
    /// enclosed view in: navigation looks through it (`button().labelView().text()`).
    var isControlLabelWrapper: Bool {
        guard view is FacetUI.AnyView, let parent, parent.widget != nil else { return false }
        return parent.children.count == 1
    }
}
