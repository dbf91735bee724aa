import FacetUI
@_spi(Inspection) import FacetUICore

/// A view's own node, found inside its modifiers, with what a search needs to know of them.
struct UnwrappedEntry {
    /// The view's own node.
    var node: ViewNode
    /// Whether one of the modifiers is a presentation modifier (`.sheet`, `.alert`,
    /// `.confirmationDialog`): the modal it shows is searched too.
    var presents = false
    /// Whether one of the modifiers is a custom `ViewModifier`: its body is searched too.
    var hasCustomModifier = false
    /// Whether one of the modifiers layers a view (`.overlay`, `.background`, `.border`,
    /// `.mask`) or shows one at an edge (`.safeAreaInset`): that view is searched too.
    var hasLayer = false
}

/// Views that only group their children for the container above: tuples, conditional
/// branches, optional views, the subviews `Group(subviews:)` and `ForEach(subviews:)` show
/// (one by one or as a collection), the result of the transform of `Group(subviews:)`
/// or `Group(sections:)`, and the body an app's style makes for a control. Navigation looks
/// through them.
protocol StructuralView {}
extension TupleView: StructuralView {}
extension StyleBody: StructuralView {}
extension _ConditionalContent: StructuralView {}
extension Optional: StructuralView where Wrapped: View {}
extension Subview: StructuralView {}
extension SubviewsCollection: StructuralView {}
extension SubviewsCollectionSlice: StructuralView {}
extension GroupElementsOfContent: StructuralView {}
extension GroupSectionsOfContent: StructuralView {}

/// Marks `_ViewModifier_Content` of an `EnvironmentalModifier`: the place of the modified
/// view in the modifier it resolves to.
protocol EnvironmentalModifierContent {}
extension _ViewModifier_Content: EnvironmentalModifierContent where Modifier: EnvironmentalModifier {}

/// An `Optional` view, whatever its wrapped view.
protocol OptionalView {}
extension Optional: OptionalView where Wrapped: View {}

/// Marks `TupleView`, whatever its elements: a row of a `ForEach` or a lazy stack made of
/// several views stays one enclosed view (`forEach().tupleView(0)`), as in ViewInspector.
protocol InspectedTupleView {}
extension TupleView: InspectedTupleView {}

extension ViewNode {
    /// The node inside this one that shows the same view: a modifier's content, or the
    /// only view of a structural wrapper (an `if`'s branch, a `Subview`); `nil` for a
    /// view's own node.
    func innerNode(_ traits: ViewTypeTraits) -> ViewNode? {
        // An environmental modifier's body is the modifier it resolves to, around the place
        // of the modified view.
        if traits.isEnvironmentalModifier { return children.first }
        if traits.isModifier { return modifiedContent }
        if traits.isStructural, children.count == 1 { return children[0] }
        return nil
    }

    /// The view's own node inside any modifier nodes (and structural wrappers of one view).
    var unwrappingModifiers: ViewNode {
        var node = self
        while let inner = node.innerNode(ViewTypeTraits.of(node)) { node = inner }
        return node
    }

    /// The view's own node inside any modifier nodes, noting what a search needs to know of
    /// those modifiers.
    var unwrappingModifiersNoting: UnwrappedEntry {
        var unwrapped = UnwrappedEntry(node: self)
        while case let traits = ViewTypeTraits.of(unwrapped.node),
            let inner = unwrapped.node.innerNode(traits)
        {
            unwrapped.presents = unwrapped.presents || traits.isPresentation
            unwrapped.hasCustomModifier = unwrapped.hasCustomModifier || traits.isCustomModifier
            unwrapped.hasLayer =
                unwrapped.hasLayer || unwrapped.node.appliedModifier is any InspectedLayer
                || unwrapped.node.appliedModifier is any InspectedSafeAreaInset
            unwrapped.node = inner
        }
        return unwrapped
    }

    /// The modifier nodes between this outermost node of a view and `node`, the view's own,
    /// innermost (first written) first.
    func modifierNodes(downTo node: ViewNode) -> [ViewNode] {
        var result: [ViewNode] = []
        var current: ViewNode? = self
        while let wrapper = current, wrapper !== node {
            let traits = ViewTypeTraits.of(wrapper)
            if traits.isModifier { result.append(wrapper) }
            current = wrapper.innerNode(traits)
        }
        return result.reversed()
    }

    /// Whether the node is a custom view (its content comes from `body`).
    var isCustomView: Bool { ViewTypeTraits.of(self).isCustomView }

    /// Whether the view's type has a body (``isCustomView`` as worked out once per type).
    var hasBody: Bool {
        func hasBody<V: View>(_ view: V) -> Bool { V.Body.self != Never.self }
        return hasBody(view)
    }

    /// The name of the custom view or modifier whose body the node evaluates, as
    /// ViewInspector names it in "TestModifier is missing EnvironmentObjects: […]".
    var bodyOwnerName: String {
        if let modifier = appliedModifier { return Inspector.typeName(ofType: type(of: modifier)) }
        return Inspector.typeName(of: view)
    }

    /// The children, with structural views flattened; for a custom view whose body applies
    /// modifiers to several views (`content.padding()` over a view builder's tuple), those
    /// views, as ViewInspector encloses them (without the modifiers).
    private var plainEnclosedEntries: [ViewNode] {
        let entries = Self.flattened(children)
        guard isCustomView, entries.count == 1 else { return entries }
        let inner = entries[0].unwrappingModifiers
        guard inner !== entries[0], inner.view is any InspectedTupleView else { return entries }
        return Self.flattened(inner.children)
    }

    /// The enclosed views, each by its outermost node, with structural views flattened.
    var enclosedEntries: [ViewNode] { enclosedEntries(ViewTypeTraits.of(self).children) }

    /// The enclosed views, found where `children` (the node's traits) says.
    func enclosedEntries(_ children: ViewTypeTraits.EnclosedChildren) -> [ViewNode] {
        switch children {
        case .plain: plainEnclosedEntries
        case .none: []
        case .page: pageContent.map { Self.flattened($0.children) } ?? []
        case .declared(let container): container.enclosedNodes(of: self)
        }
    }

    /// The `AnyView` a page container wraps its page in (through the page's identity).
    private var pageContent: ViewNode? {
        var node = children.last
        while let current = node, !(current.view is FacetUI.AnyView) { node = current.children.first }
        return node
    }

    /// The views the node shows beside its enclosed views, each with the call reaching it
    /// (a section's header and footer, a labeled view's label): searches look inside them.
    var supplementaryEntries: [(call: String, entry: ViewNode)] {
        guard case .declared(let container) = ViewTypeTraits.of(self).children else { return [] }
        return container.supplementaryNodes(of: self)
    }

    /// The views the node holds as values and shows beside its enclosed views, each with
    /// the call reaching it (a group box's label): searches host them on their own.
    var detachedSupplementaryViews: [(call: String, view: any View)] {
        guard case .declared(let container) = ViewTypeTraits.of(self).children else { return [] }
        return container.detachedSupplementaryViews(of: self).filter { !($0.view is EmptyView) }
    }

    /// The indices of the enclosed views among the views the container shows, for a node
    /// whose enclosed views are where `children` says: the selected tab of a `TabView` (only
    /// that tab is built), the realised rows of a lazy stack; `nil` when every view is
    /// built (the indices are their places).
    func enclosedIndices(_ children: ViewTypeTraits.EnclosedChildren) -> [Int]? {
        switch children {
        case .page: tabViewContent.map { [$0.selectedIndex] }
        case .declared(let container): container.enclosedIndices(of: self)
        case .plain, .none: nil
        }
    }

    /// Whether the node is an `Optional` view that is `nil` now: the place of an `if`
    /// without `else` whose condition is false. Containers keep the place, as in
    /// ViewInspector (`vStack().text(1)` is the second view either way).
    var isAbsentView: Bool { children.isEmpty && view is any OptionalView }

    /// The enclosed view one row of a `ForEach` or a lazy stack is: a conditional row's
    /// branch, an absent `Optional` row's place, a row of several views its `TupleView`.
    var rowEntry: ViewNode {
        var node = self
        while ViewTypeTraits.of(node).isStructural, !(node.view is any InspectedTupleView),
            let content = node.children.first
        {
            node = content
        }
        return node
    }

    /// What a `TabView`'s widget shows (its titles and selected tab); `nil` for other views.
    var tabViewContent: TabViewContent? {
        guard case .page = ViewTypeTraits.of(self).children else { return nil }
        return (widget as? HeadlessBackend.Widget)?.content as? TabViewContent
    }

    /// The first node at or below this one, level by level, that `matches` accepts: a read
    /// of the built nodes only (no search: no modals, no views held as values).
    func firstNode(where matches: (ViewNode) -> Bool) -> ViewNode? {
        var level = [self]
        while !level.isEmpty {
            if let found = level.first(where: matches) { return found }
            level = level.flatMap(\.children)
        }
        return nil
    }

    /// The strings of the texts at or below this node, in written order (the built nodes
    /// only, as ``firstNode(where:)`` reads them).
    var textStrings: [String] {
        var strings: [String] = []
        func collect(_ node: ViewNode) {
            if let text = node.typedView(as: FacetUI.Text.self) { strings.append(text.plainString) }
            node.children.forEach(collect)
        }
        collect(self)
        return strings
    }

    /// `nodes` with structural views flattened; an absent `Optional` keeps its place.
    static func flattened(_ nodes: [ViewNode]) -> [ViewNode] {
        var result: [ViewNode] = []
        // A tuple inside the container's own (the views of an `if` of several) stays one
        // enclosed view, as in ViewInspector: `hStack().tupleView(1).text(0)`.
        func collect(_ nodes: [ViewNode], insideTuple: Bool) {
            for node in nodes {
                if ViewTypeTraits.of(node).isStructural, !node.isAbsentView {
                    let isTuple = node.view is any InspectedTupleView
                    if isTuple, insideTuple {
                        result.append(node)
                    } else {
                        collect(node.children, insideTuple: insideTuple || isTuple)
                    }
                } else {
                    result.append(node)
                }
            }
        }
        collect(nodes, insideTuple: false)
        return result
    }
}

/// A view whose enclosed views, for inspection, are not simply its node's children: the
/// content of a `Form` sits inside the list it builds, a `Section`'s between its header and
/// footer.
@MainActor
protocol InspectedContainer {
    /// The enclosed views of `node` (a node of this type), each by its outermost node,
    /// with structural views flattened.
    static func enclosedNodes(of node: ViewNode) -> [ViewNode]
    /// The views `node` shows beside its enclosed views (a header, a label), each by its
    /// outermost node with the call that reaches it.
    static func supplementaryNodes(of node: ViewNode) -> [(call: String, entry: ViewNode)]
    /// The views `node` holds as values and shows beside its enclosed views (a group box's
    /// label, which its widget draws), each with the call that reaches it.
    static func detachedSupplementaryViews(of node: ViewNode) -> [(call: String, view: any View)]
    /// The indices of the enclosed views of `node` among the views the container shows
    /// (the realised rows of a lazy stack), or `nil` when every view is built.
    static func enclosedIndices(of node: ViewNode) -> [Int]?
}

extension InspectedContainer {
    /// Most containers build every view they show.
    static func enclosedIndices(of node: ViewNode) -> [Int]? { nil }

    /// Most containers show nothing beside their enclosed views.
    static func supplementaryNodes(of node: ViewNode) -> [(call: String, entry: ViewNode)] { [] }

    /// Most containers hold no views beside those they build.
    static func detachedSupplementaryViews(of node: ViewNode) -> [(call: String, view: any View)] { [] }
}

/// A container that shows one page of its content at a time, built inside an identified
/// `AnyView` (`TabView`, `NavigationStack`).
protocol PageContainer {}
extension TabView: PageContainer {}
extension NavigationStack: PageContainer {}
