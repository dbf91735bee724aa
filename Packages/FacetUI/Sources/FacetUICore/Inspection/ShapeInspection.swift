// Read-only accessors of shape views for inspection tools (FacetInspector). SwiftUI has
// none of them; they are underscored because only tools read them.

/// A traced shape, whatever its base shape.
protocol InspectableStrokedShape {
    var style: StrokeStyle { get }
}

extension _StrokedShape: InspectableStrokedShape {}

extension _ShapeView {
    /// The stroke style when the shape is traced (`.stroke(_:lineWidth:)`,
    /// `.border(_:width:)`), or `nil` when it is filled. For inspection tools.
    public var _inspectedStrokeStyle: StrokeStyle? { (shape as? any InspectableStrokedShape)?.style }
}
