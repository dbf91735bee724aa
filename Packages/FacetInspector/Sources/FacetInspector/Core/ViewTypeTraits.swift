import FacetUI
@_spi(Inspection) import FacetUICore

/// What navigation needs to know about a view type, worked out once per type: asking a
/// node's view each time costs a dynamic cast per node, which dominates a search through
/// a large hierarchy.
struct ViewTypeTraits {
    /// A tuple, conditional branch or optional view: navigation looks through it.
    let isStructural: Bool
    /// A modifier, trait or identity wrapper around one view.
    let isModifier: Bool
    /// How the type's enclosed views are found among its node's children.
    let children: EnclosedChildren
    /// A presentation modifier (`.sheet`, `.alert`, `.confirmationDialog`): the modal it
    /// shows is searched too.
    let isPresentation: Bool
    /// A custom `ViewModifier` (one with a body): searches look inside its body too.
    let isCustomModifier: Bool
    /// The place of the modified view in a custom modifier's body (`_ViewModifier_Content`).
    let isModifierContent: Bool
    /// An `EnvironmentalModifier`, or the place of its modified view in the modifier it
    /// resolves to: navigation goes through the resolved modifier to the modified view.
    let isEnvironmentalModifier: Bool
    /// The index in `ViewSearch.knownTypes` of the first known view type it matches (whose
    /// call names it: `text`), or -1. An index keeps the traits plain values, cheap to copy.
    let knownTypeIndex: Int
    /// Whether a known view type it matches draws its enclosed view as content (a scroll
    /// view), rather than being a control whose enclosed view is its label.
    let drawsContent: Bool
    /// Whether a known view type it matches reaches its enclosed views by index.
    let hasIndexedChildren: Bool
    /// A control that holds its label (or a picker that holds its options) as values
    /// rather than building them: searches host them on their own.
    let holdsViews: Bool
    /// The placeholder of a part in a style's body (`configuration.label`): its path is
    /// the part's call on the view owning it. Placeholders are told apart by their type.
    let isStylePlaceholder: Bool
    /// A `NavigationLink`: searches look into the destination page it shows.
    let isNavigationLink: Bool
    /// A view with a body of its own (a custom view), rather than a primitive.
    let isCustomView: Bool

    /// Where a view type's enclosed views are.
    enum EnclosedChildren {
        /// The node's children, with structural views flattened.
        case plain
        /// None: the view is a leaf for inspection (a shape's drawing).
        case none
        /// The content of the page the container wraps in an identified `AnyView` (the
        /// selected tab of a `TabView`, the top page of a `NavigationStack`).
        case page
        /// Where the view type says (a `Form`'s rows inside its list, a `Section`'s content
        /// between its header and footer).
        case declared(any InspectedContainer.Type)
    }

    /// The traits worked out so far, by view type. Only the main actor reaches it, one
    /// access at a time.
    @MainActor @exclusivity(unchecked) private static var known = TypeKeyedCache<
        ObjectIdentifier, ViewTypeTraits
    >()

    /// Whether a `KnownViewType` matches a view type, by the pair of types. Only the main
    /// actor reaches it, one access at a time.
    @MainActor @exclusivity(unchecked) private static var matches = TypeKeyedCache<TypePair, Bool>()

    /// The traits of the type of `node`'s view.
    @MainActor
    static func of(_ node: ViewNode) -> ViewTypeTraits {
        let type = node.viewType
        let id = ObjectIdentifier(type)
        if let traits = known.value(for: id) { return traits }
        // Both are properties of the type: conformances, not values, decide them.
        let children: EnclosedChildren =
            if let container = type as? any InspectedContainer.Type {
                .declared(container)
            } else if type is any PageContainer.Type {
                .page
            } else if type is any InspectedShapeView.Type || type is any FacetUI.Shape.Type { .none } else {
                .plain
            }
        // Asking each known type costs a conformance check (uncached by the runtime for
        // many types): once per type, not once per path spelled.
        let matches = ViewSearch.knownTypes.map { $0._matches(node) }
        let matching = zip(ViewSearch.knownTypes, matches).filter(\.1).map(\.0)
        let traits = ViewTypeTraits(
            isStructural: type is any StructuralView.Type, isModifier: node.appliedModifier != nil,
            children: children, isPresentation: node.presentation != nil,
            isCustomModifier: (node.view as? any ModifierCarrier)?.modifierHasBody ?? false,
            isModifierContent: type is any ModifierContentPlaceholder.Type,
            isEnvironmentalModifier: (node.view as? any ModifierCarrier)?.carriedModifier
                is any EnvironmentalModifier
                || type is any EnvironmentalModifierContent.Type,
            knownTypeIndex: matches.firstIndex(of: true) ?? -1,
            drawsContent: matching.contains { $0._drawsContent },
            hasIndexedChildren: matching.contains { $0._hasIndexedChildren },
            holdsViews: type is any LabelHoldingControl.Type || type is any InspectedPicker.Type,
            isStylePlaceholder: ViewSearch.stylePartOwners.contains { owner in
                owner._styleParts.contains { $0.isPlaceholder(node) }
            },
            isNavigationLink: type is any InspectedNavigationLink.Type, isCustomView: node.hasBody)
        known.insert(traits, for: id)
        return traits
    }

    /// Whether `node` holds a view of type `type`, as `type._matches(node)` answers for the
    /// first node with a view of that type (a match is decided by the view's type).
    @MainActor
    static func node<T: KnownViewType>(_ node: ViewNode, matches type: T.Type) -> Bool {
        let pair = TypePair(known: ObjectIdentifier(type), view: ObjectIdentifier(node.viewType))
        if let answer = matches.value(for: pair) { return answer }
        let answer = T._matches(node)
        matches.insert(answer, for: pair)
        return answer
    }

    /// A known view type and a view type.
    private struct TypePair: SlotAddressable {
        let known: ObjectIdentifier
        let view: ObjectIdentifier
        var slot: Int { (known.slot &* 31 &+ view.slot) & 255 }
    }
}
