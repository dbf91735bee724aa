import FacetUI
import Foundation

/// Marks `Link` for inspection, whatever its label.
protocol InspectedLink {}
extension Link: InspectedLink {}

extension ViewType {
    /// `Link` as inspection sees it.
    public struct Link: KnownViewType {
        /// "Link".
        public static var typePrefix: String { "Link" }
        /// Whether `node` holds a `Link`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedLink }
    }
}

extension InspectableView {
    /// The only enclosed `Link` (or this view, when it is one).
    public func link() throws -> InspectableView<ViewType.Link> {
        try child(ViewType.Link.self, call: "link", index: nil)
    }

    /// The enclosed `Link` at `index`.
    public func link(_ index: Int) throws -> InspectableView<ViewType.Link> {
        try child(ViewType.Link.self, call: "link", index: index)
    }
}

extension InspectableView where View == ViewType.Link {
    /// The URL the link opens, as its widget holds it.
    public func url() throws -> URL { try widgetContent(LinkContent.self).destination }

    /// The link's label.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> { try controlLabel() }
}
