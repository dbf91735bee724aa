import FacetUI

/// Reads the modifier of a `ModifiedContent`, whatever its generic arguments.
@MainActor
protocol ModifierCarrier {
    var carriedModifier: Any { get }
    /// Whether the modifier is a custom one, with a body.
    var modifierHasBody: Bool { get }
}

extension ModifiedContent: ModifierCarrier where Content: FacetUI.View, Modifier: FacetUI.ViewModifier {
    var carriedModifier: Any { modifier }
    var modifierHasBody: Bool { Modifier.Body.self != Never.self }
}

extension ViewType {
    /// A custom `ViewModifier` of type `T` applied to a view: its content is the modifier's
    /// `body(content:)`, in which `viewModifierContent()` is the modified view.
    public struct ViewModifier<T: FacetUI.ViewModifier>: KnownViewType {
        /// The name of `T`.
        public static var typePrefix: String { Inspector.typeName(ofType: T.self) }
        /// "modifier".
        public static var _callName: String { "modifier" }
        /// Whether `node` applies a `T`.
        public static func _matches(_ node: ViewNode) -> Bool {
            (node.view as? any ModifierCarrier)?.carriedModifier is T
        }
    }

    /// The view a custom modifier modifies, where its `body(content:)` places it.
    public struct ViewModifierContent: KnownViewType {
        /// "ViewModifierContent".
        public static var typePrefix: String { "ViewModifierContent" }
        /// Whether `node` is the placeholder of a modified view.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any ModifierContentPlaceholder }
    }

    /// The call reaching the custom modifier named `name`: `modifier(Emphasis.self)`, or
    /// `modifier(Emphasis.self, 1)` among several of its type.
    static func modifierCall(naming name: String, index: Int?) -> String {
        "modifier(\(name).self" + (index.map { ", \($0)" } ?? "") + ")"
    }
}

/// Marks `_ViewModifier_Content`, whatever its modifier.
protocol ModifierContentPlaceholder {}
extension _ViewModifier_Content: ModifierContentPlaceholder {}

extension InspectableView {
    /// The custom modifier of type `type` applied to this view — the innermost one, or the
    /// `index`th counting from the innermost. Its content is the modifier's body.
    ///
    /// ```swift
    /// let body = try sut.inspect().text().modifier(Emphasis.self)
    /// #expect(try body.viewModifierContent().padding() == EdgeInsets(…))
    /// ```
    public func modifier<T: FacetUI.ViewModifier>(_ type: T.Type, _ index: Int? = nil) throws
        -> InspectableView<
            ViewType.ViewModifier<T>
        >
    {
        let name = Inspector.typeName(ofType: T.self)
        let matching = modifierNodes.filter { ViewType.ViewModifier<T>._matches($0) }
        let position = index ?? 0
        guard matching.indices.contains(position) else {
            throw missingModifier(name, index: position)
        }
        let call = ViewType.modifierCall(naming: name, index: index)
        let found = matching[position]
        return InspectableView<ViewType.ViewModifier<T>>(
            host: host, entry: found, node: found, origin: .spelled(path.isEmpty ? call : path + "." + call))
    }

    /// The only enclosed modified view of a custom modifier's body.
    public func viewModifierContent() throws -> InspectableView<ViewType.ViewModifierContent> {
        try child(ViewType.ViewModifierContent.self, call: "viewModifierContent", index: nil)
    }

    /// The enclosed modified view of a custom modifier's body at `index`.
    public func viewModifierContent(_ index: Int) throws -> InspectableView<ViewType.ViewModifierContent> {
        try child(ViewType.ViewModifierContent.self, call: "viewModifierContent", index: index)
    }

    /// The nodes of the modifiers applied to the view, innermost first. A layer, a modal or
    /// a custom modifier's body that `parent()` returned has none of its own: its modifiers
    /// are those of the view carrying it, as in ViewInspector (`overlay().parent()`'s).
    var modifierNodes: [ViewNode] {
        if let (trail, index) = parentStep, !trail.role(of: index).isView {
            let above = trail.steps[index].parent
            if above >= 0 { return trail.entries[above].modifierNodes(downTo: trail.nodes[above]) }
        }
        return entry.modifierNodes(downTo: node)
    }
}

extension InspectableView {
    /// The custom modifier's current value, as the graph holds it.
    public func actualView<T: FacetUI.ViewModifier>() throws -> T where View == ViewType.ViewModifier<T> {
        guard let modifier = (node.view as? any ModifierCarrier)?.carriedModifier as? T else {
            throw InspectionError.typeMismatch(factual: typeName, expected: View.typePrefix)
        }
        return modifier
    }
}

extension FacetUI.ViewModifier {
    /// The modifier applied to an empty view and hosted on its own, for inspecting its body
    /// (`viewModifierContent()` is the empty view), as in ViewInspector.
    ///
    /// ```swift
    /// #expect(try Emphasis().inspect().hStack().text(0).string() == "*")
    /// ```
    @preconcurrency @MainActor
    public func inspect() throws -> InspectableView<ViewType.ViewModifier<Self>> {
        try EmptyView().modifier(self).inspect().emptyView().modifier(Self.self)
    }
}
