import FacetUI

extension ViewType {
    /// A custom view of type `T` (its content is its `body`).
    public struct View<T: FacetUI.View>: KnownViewType {
        /// The name of `T`.
        public static var typePrefix: String { Inspector.typeName(ofType: T.self) }
        /// "view".
        public static var _callName: String { "view" }
        /// Whether `node` holds a `T`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is T }
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
        "view(\(Inspector.typeName(ofType: T.self)).self" + (index.map { ", \($0)" } ?? "") + ")"
    }
}

extension InspectableView {
    /// The custom view's current value, as the graph holds it.
    public func actualView<T: FacetUI.View>() throws -> T where View == ViewType.View<T> {
        let value = try viewValue(as: T.self, expected: View.typePrefix)
        return value
    }
}
