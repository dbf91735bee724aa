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

extension InspectableView {
    /// The only enclosed custom view of type `type` (or this view, when it is one).
    public func view<T: FacetUI.View>(_ type: T.Type) throws -> InspectableView<ViewType.View<T>> {
        let found = try child(ViewType.View<T>.self, call: "view", index: nil)
        return found.retyped(path: customPath(T.self, index: nil, isSelf: found.entry === entry))
    }

    /// The enclosed custom view of type `type` at `index`.
    public func view<T: FacetUI.View>(_ type: T.Type, _ index: Int) throws -> InspectableView<
        ViewType.View<T>
    > {
        try child(ViewType.View<T>.self, call: "view", index: index).retyped(
            path: customPath(T.self, index: index, isSelf: false))
    }

    /// The path of a custom view reached by `view(T.self)`: this view's own when it is the
    /// custom view itself.
    private func customPath<T>(_ type: T.Type, index: Int?, isSelf: Bool) -> String {
        let call = "view(\(Inspector.typeName(ofType: T.self)).self" + (index.map { ", \($0)" } ?? "") + ")"
        guard isSelf else { return path(appending: call) }
        return path.isEmpty ? call : path + "." + call
    }
}

extension InspectableView {
    /// The custom view's current value, as the graph holds it.
    public func actualView<T: FacetUI.View>() throws -> T where View == ViewType.View<T> {
        let value = try viewValue(as: T.self, expected: View.typePrefix)
        return value
    }
}
