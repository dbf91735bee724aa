import FacetUI
@_spi(Inspection) import FacetUICore

extension ViewType {
    /// A custom view of type `T` (its content is its `body`).
    public struct View<T: FacetUI.View>: KnownViewType {
        /// The name of `T`.
        public static var typePrefix: String { Inspector.typeName(ofType: T.self) }
        /// "view".
        public static var _callName: String { "view" }
        /// Whether `node` holds a `T`, or, as ViewInspector matches custom views, a view of
        /// the same generic type with other arguments (`view(Card<EmptyView>.self)` finds a
        /// `Card<Text>`: a view builder's content type need not be spelled).
        public static func _matches(_ node: ViewNode) -> Bool {
            if node.view is T { return true }
            let base = GenericBaseName.of(T.self)
            return base.isGeneric && GenericBaseName.of(node.viewType) == base
        }
    }
}

extension ViewType.View: GenericallyNamedViewType {
    static var fullTypeName: String { String(describing: T.self) }
}

/// A view type whose name without generic arguments may not tell it from the view found
/// (`Carousel<A>` and `Carousel<B>`): errors then spell both in full.
@MainActor
protocol GenericallyNamedViewType {
    static var fullTypeName: String { get }
}

extension InspectableView {
    /// The only enclosed custom view of type `type` (or this view, when it is one).
    public func view<T: FacetUI.View>(_ type: T.Type) throws -> InspectableView<ViewType.View<T>> {
        try child(
            ViewType.View<T>.self, call: "view", index: nil, spelled: Self.customCall(T.self, index: nil))
    }

    /// The enclosed custom view of type `type` at `index`.
    public func view<T: FacetUI.View>(_ type: T.Type, _ index: Int) throws -> InspectableView<
        ViewType.View<T>
    > {
        try child(
            ViewType.View<T>.self, call: "view", index: index, spelled: Self.customCall(T.self, index: index))
    }

    /// The call reaching a custom view of type `T`: `view(Row.self)`, `view(Row.self, 1)`.
    private static func customCall<T>(_ type: T.Type, index: Int?) -> String {
        "view(\(Inspector.typeName(type: T.self, generics: .customViewPlaceholder)).self"
            + (index.map { ", \($0)" } ?? "") + ")"
    }
}

extension InspectableView {
    /// The custom view's current value, as the graph holds it.
    public func actualView<T: FacetUI.View>() throws -> T where View == ViewType.View<T> {
        guard let value = node.view as? T else {
            // Found by its generic type alone (`view(Card<EmptyView>.self)`): both in full.
            throw InspectionError.typeMismatch(
                factual: Inspector.typeName(type: node.viewType), expected: Inspector.typeName(type: T.self))
        }
        return value
    }
}

/// A type's namespaced name without generic arguments, found once per type: what custom
/// views of one generic type have in common.
@MainActor
enum GenericBaseName {
    struct Name: Equatable {
        let name: String
        let isGeneric: Bool
    }
    @exclusivity(unchecked) private static var known = TypeKeyedCache<ObjectIdentifier, Name>()

    static func of(_ type: Any.Type) -> Name {
        let id = ObjectIdentifier(type)
        if let name = known.value(for: id) { return name }
        let full = Inspector.typeName(type: type, namespaced: true)
        let name = Name(
            name: Inspector.typeName(type: type, namespaced: true, generics: .remove),
            isGeneric: full.contains("<"))
        known.insert(name, for: id)
        return name
    }
}
