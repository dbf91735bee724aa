import FacetUI
@_spi(Inspection) import FacetUICore

/// Marks `Form` for inspection, whatever its content; its rows are the content of the
/// list it builds.
protocol InspectedForm: InspectedContainer {}
extension Form: InspectedForm {
    static func enclosedNodes(of node: ViewNode) -> [ViewNode] {
        // Form's body: a list (under its style modifier) whose content carries the form's
        // style context in a modifier.
        guard let list = node.children.first?.unwrappingModifiers, let content = list.children.last
        else { return [] }
        return ViewNode.flattened([content.modifiedContent ?? content])
    }
}

extension ViewType {
    /// `Form` as inspection sees it.
    public struct Form: KnownViewType {
        /// "Form".
        public static var typePrefix: String { "Form" }
        /// Whether `node` holds a `Form`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedForm }
        /// Its enclosed views are reached by index.
        public static var _hasIndexedChildren: Bool { true }
    }
}

extension InspectableView {
    /// The only enclosed `Form` (or this view, when it is one).
    public func form() throws -> InspectableView<ViewType.Form> {
        try child(ViewType.Form.self, call: "form", index: nil)
    }

    /// The enclosed `Form` at `index`.
    public func form(_ index: Int) throws -> InspectableView<ViewType.Form> {
        try child(ViewType.Form.self, call: "form", index: index)
    }
}
