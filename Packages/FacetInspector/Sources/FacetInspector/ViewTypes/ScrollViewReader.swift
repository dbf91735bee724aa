import FacetUI

/// Marks `ScrollViewReader` for inspection, whatever its content.
protocol InspectedScrollViewReader {}
extension ScrollViewReader: InspectedScrollViewReader {}

extension ViewType {
    /// `ScrollViewReader` as inspection sees it: its content is the one the reader made
    /// with its live proxy, so a button inside that scrolls really scrolls.
    public struct ScrollViewReader: KnownViewType {
        /// "ScrollViewReader".
        public static var typePrefix: String { "ScrollViewReader" }
        /// Whether `node` holds a `ScrollViewReader`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedScrollViewReader }
    }
}

extension InspectableView {
    /// The only enclosed `ScrollViewReader` (or this view, when it is one).
    public func scrollViewReader() throws -> InspectableView<ViewType.ScrollViewReader> {
        try child(ViewType.ScrollViewReader.self, call: "scrollViewReader", index: nil)
    }

    /// The enclosed `ScrollViewReader` at `index`.
    public func scrollViewReader(_ index: Int) throws -> InspectableView<ViewType.ScrollViewReader> {
        try child(ViewType.ScrollViewReader.self, call: "scrollViewReader", index: index)
    }
}
