import FacetUI

/// Marks `Label` for inspection, whatever its generic arguments.
protocol InspectedLabel {}
extension Label: InspectedLabel {}

extension ViewType {
    /// `Label` as inspection sees it.
    public struct Label: KnownViewType {
        /// "Label".
        public static var typePrefix: String { "Label" }
        /// Whether `node` holds a `Label`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedLabel }
    }
}

extension InspectableView {
    /// The only enclosed `Label` (or this view, when it is one).
    public func label() throws -> InspectableView<ViewType.Label> {
        try child(ViewType.Label.self, call: "label", index: nil)
    }

    /// The enclosed `Label` at `index`.
    public func label(_ index: Int) throws -> InspectableView<ViewType.Label> {
        try child(ViewType.Label.self, call: "label", index: index)
    }
}

extension InspectableView where View == ViewType.Label {
    /// The label's title (its text).
    public func title() throws -> InspectableView<ViewType.ClassifiedView> {
        try find(ViewType.Text.self).retyped(path: path(appending: "title()"))
    }

    /// The label's icon (its image).
    public func icon() throws -> InspectableView<ViewType.ClassifiedView> {
        try find(ViewType.Image.self).retyped(path: path(appending: "icon()"))
    }
}
