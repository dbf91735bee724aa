import FacetUI

/// Marks `GeometryReader` for inspection, whatever its content.
protocol InspectedGeometryReader {}
extension GeometryReader: InspectedGeometryReader {}

extension ViewType {
    /// `GeometryReader` as inspection sees it.
    public struct GeometryReader: KnownViewType {
        /// "GeometryReader".
        public static var typePrefix: String { "GeometryReader" }
        /// Whether `node` holds a `GeometryReader`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedGeometryReader }
    }
}

extension InspectableView {
    /// The only enclosed `GeometryReader` (or this view, when it is one).
    public func geometryReader() throws -> InspectableView<ViewType.GeometryReader> {
        try child(ViewType.GeometryReader.self, call: "geometryReader", index: nil)
    }

    /// The enclosed `GeometryReader` at `index`.
    public func geometryReader(_ index: Int) throws -> InspectableView<ViewType.GeometryReader> {
        try child(ViewType.GeometryReader.self, call: "geometryReader", index: index)
    }
}
