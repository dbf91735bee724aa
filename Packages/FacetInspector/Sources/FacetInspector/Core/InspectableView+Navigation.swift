import FacetUI
@_spi(Inspection) import FacetUICore

extension InspectableView {
    /// The enclosed view reached by `call`: by index among the enclosed views, or without
    /// an index the only one (a custom view's body, a wrapper's content). A classified
    /// view of the requested type is returned itself.
    func child<T: KnownViewType>(_ type: T.Type, call: String, index: Int?, spelled: String? = nil) throws
        -> InspectableView<T>
    {
        let callText = spelled ?? call + "(" + (index.map(String.init) ?? "") + ")"
        // A view `parent()` returned is named again, as ViewInspector's `ParentView`.
        if index == nil, View.self == ViewType.ParentView.self {
            let ownPath = path(appending: callText)
            guard T._matches(node) else {
                throw mismatch(T.self, found: node, factualName: typeName, path: ownPath)
            }
            return retyped(T.self, path: ownPath)
        }
        // A layer's (or a safe-area inset's) navigation starts at the layer itself, as a
        // classified view's does.
        let isLayer = View.self == ViewType.Overlay.self || View.self == ViewType.SafeAreaInset.self
        if index == nil, View.self == ViewType.ClassifiedView.self || isLayer {
            let ownPath = path.isEmpty ? callText : path + "." + callText
            if T._matches(node) { return retyped(T.self, path: ownPath) }
            // A custom view's body, an erased view's content, the views of a structural
            // group (a control's label written as several views), a menu's or picker's
            // choices and a link's page are looked into.
            guard
                node.isCustomView || node.view is FacetUI.AnyView || ViewTypeTraits.of(node).isStructural
                    || node.view is any ChoiceHoldingControl || node.view is any InspectedNavigationLink
            else {
                throw mismatch(T.self, found: node, factualName: typeName, path: ownPath)
            }
        }
        // A menu's enclosed views are its items, a picker's its options and a link's its
        // destination page, as in ViewInspector (their labels are reached with
        // `labelView()`), however they are typed. They are held as values: hosted on their
        // own, at this view's path.
        if let control = node.view as? any ChoiceHoldingControl {
            return try detachedInPlace(control.inspectedChoices).child(type, call: call, index: index)
        }
        if node.view is any InspectedNavigationLink {
            return try navigationLinkDestination().child(type, call: call, index: index)
        }
        // A lazy container's `ForEach` is one view of its content, as in ViewInspector.
        if T.self == ViewType.ForEach.self, let views = node.lazyContentViews {
            return try lazyForEach(in: views, index: index, call: callText).retyped(T.self)
        }
        // A view held on its own (a section's header) is its own only enclosed view, as in
        // ViewInspector: `header().text(0)`.
        if index == 0, View.self == ViewType.ClassifiedView.self, T._matches(node), !node.isCustomView,
            node.enclosedEntries.isEmpty
        {
            return retyped(T.self, path: path(appending: callText))
        }
        let childPath = path(appending: callText)
        try checkEnvironmentObjects()
        // A layer's views, and a classified view's (a style part, a found view), are the
        // view itself, or the views of several, as ViewInspector's `viewsInContainer` (a custom
        // view's are those of its body): `label().title().hStack(0)` is the title's stack. From
        // the inspected root, an index reaches into a container (`VStack {…}.inspect().text(0)`).
        let isClassified = View.self == ViewType.ClassifiedView.self && !isInspectedRoot
        let entries =
            (isLayer || isClassified) && !(node.isCustomView || node.view is FacetUI.AnyView)
            ? ViewNode.flattened([entry]) : node.enclosedEntries
        let entry: ViewNode
        let isTuple = T.self == ViewType.TupleView.self
        if let index {
            entry = try enclosedEntry(at: index, in: entries)
            if !isTuple, entry.view is any InspectedTupleView {
                throw InspectionError.notSupported(
                    "Please insert .tupleView(\(index)) after \(View.self) for inspecting its children at index \(index)"
                )
            }
        } else {
            guard let first = entries.first else { throw InspectionError.viewNotFound(parent: typeName) }
            // Several views where one is asked for (a custom view whose body is several).
            if entries.count > 1, !isTuple, T.self != ViewType.ClassifiedView.self, node.isCustomView {
                throw InspectionError.notSupported(
                    "Unable to extract \(T.typePrefix): please specify its index inside parent view")
            }
            entry = first
        }
        let found = InspectableView<T>(host: host, entry: entry, path: childPath)
        // The place of an `if` whose condition is false: "View for Optional<Text> is absent".
        if found.isAbsent, !T._matches(found.node) {
            throw InspectionError.viewNotFound(parent: String(describing: Swift.type(of: found.node.view)))
        }
        guard T._matches(found.node) else {
            throw mismatch(T.self, found: found.node, factualName: found.typeName, path: childPath)
        }
        return found
    }

    /// Throws ViewInspector's error when the view (or custom modifier) shows nothing because
    /// its `@EnvironmentObject`s are not supplied.
    func checkEnvironmentObjects() throws {
        let missing = node.missingEnvironmentObjects
        guard !missing.isEmpty else { return }
        throw InspectionError.missingEnvironmentObjects(view: node.bodyOwnerName, objects: missing)
    }

    /// The enclosed view at `index` among `entries` (the node's enclosed entries). A tab
    /// view's index counts every tab, but only the selected one is built; a lazy stack's
    /// counts every row, but only the realised ones are built.
    private func enclosedEntry(at index: Int, in entries: [ViewNode]) throws -> ViewNode {
        if let rows = node.lazyRows {
            guard index >= 0, index < rows.count else {
                throw InspectionError.viewIndexOutOfBounds(index: index, count: rows.count)
            }
            let realised = rows.realised
            guard let position = realised.firstIndex(of: index), entries.indices.contains(position) else {
                // A horizontal stack's rows are items, as its documentation calls them.
                let noun = node.view is any InspectedLazyHStack ? "item" : "row"
                throw InspectionError.viewNotFound(
                    parent: "\(noun) \(index) (\(Self.describe(realised: realised, noun: noun)))")
            }
            return entries[position]
        }
        if let tabs = node.tabViewContent {
            guard tabs.titles.indices.contains(index) else {
                throw InspectionError.viewIndexOutOfBounds(index: index, count: tabs.titles.count)
            }
            guard index == tabs.selectedIndex, let entry = entries.first else {
                // Named by its tag, as ViewInspector names it, when it has one.
                if let tag = (node.view as? any InspectedTabView)?.tabTags[index] {
                    throw InspectionError.viewNotFound(parent: "tab with tag \(tag.base)")
                }
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

    /// "path found Factual instead of Expected", with the generic arguments when the names
    /// alone are the same ("found Carousel<Text> instead of Carousel<Image>"); an app's own
    /// view is named with its module, as ViewInspector names it ("found MyApp.Badge").
    private func mismatch<T: KnownViewType>(
        _ type: T.Type, found: ViewNode, factualName: String, path: String
    )
        -> InspectionError
    {
        if found.isCustomView {
            let qualified = Inspector.typeName(value: found.view, namespaced: true, generics: .remove)
            return .inspection(path: path, factual: qualified, expected: T.typePrefix)
        }
        guard factualName == T.typePrefix, let named = T.self as? any GenericallyNamedViewType.Type else {
            return .inspection(path: path, factual: factualName, expected: T.typePrefix)
        }
        return .inspection(
            path: path, factual: String(describing: Swift.type(of: found.view)), expected: named.fullTypeName)
    }

    /// "the realised rows are 3 ..< 9" (or the rows listed, when they are not consecutive),
    /// "none is realised"; `noun` is "row" or "item".
    private static func describe(realised: [Int], noun: String) -> String {
        guard let first = realised.first, let last = realised.last else { return "none is realised" }
        if last - first + 1 == realised.count { return "the realised \(noun)s are \(first) ..< \(last + 1)" }
        return "the realised \(noun)s are " + realised.map(String.init).joined(separator: ", ")
    }

    /// Whether this is the place of an `if` without `else` whose condition is false (an
    /// `Optional` view that is `nil`): containers keep the place, as in ViewInspector.
    ///
    /// ```swift
    /// #expect(try sut.inspect().vStack()[0].isAbsent)
    /// ```
    public var isAbsent: Bool { node.isAbsentView }

    /// The enclosed view at `index`, or the only one, whatever its type.
    public func classified(_ index: Int?) throws -> InspectableView<ViewType.ClassifiedView> {
        try child(ViewType.ClassifiedView.self, call: "classified", index: index)
    }

    /// The parent view: the nearest view above this one that navigation reaches (not a
    /// modifier, a structural group, or a node a container builds for itself, such as the
    /// list inside a `Form`); for the content of a presented modal, the modal.
    ///
    /// A navigation call on the parent names it again rather than descending into it, as in
    /// ViewInspector: `text.parent().hStack()` is the stack holding the text.
    public func parent() throws -> InspectableView<ViewType.ParentView> {
        guard let (trail, above) = ancestorSteps(), let nearest = above.first else {
            throw InspectionError.parentViewNotFound(view: typeName)
        }
        // A layer's step holds its view's outermost node: the parent is the view inside its
        // modifiers.
        let entry = trail.entries[nearest]
        let node: ViewNode
        if case .dialogPart = trail.role(of: nearest) {
            node = entry.unwrappingModifiers
        } else {
            node = trail.nodes[nearest]
        }
        return InspectableView<ViewType.ParentView>(
            host: trail.host(of: nearest) ?? trail.host, entry: entry, node: node,
            origin: .step(trail, nearest))
    }
}
