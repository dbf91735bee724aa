import Foundation

/// A shape drawn with a style: the view a shape becomes when filled (and, traced, when
/// stroked). It fills the space it is offered, like any shape.
///
/// ```swift
/// let dot: _ShapeView<Circle, Color> = Circle().fill(.red)
/// ```
///
/// Underscored because SwiftUI's is: `Shape.fill(_:style:)` and a shape's `body` return it.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    /// The shape.
    public var shape: Content
    /// The style it is drawn with.
    public var style: Style
    /// The fill rule.
    public var fillStyle: FillStyle

    /// Creates a shape view.
    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        (self.shape, self.style, self.fillStyle) = (shape, style, fillStyle)
    }

    public typealias Body = Never

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        ShapeNode(self, graph: graph, parent: parent, environment: environment) { view, environment in
            view.shape.resolve(color: view.style.resolvedColor(in: environment))
        }
    }
}

/// A traced shape, whatever its base shape.
protocol StrokedShape {
    var style: StrokeStyle { get }
}

extension _StrokedShape: StrokedShape {}

@_spi(Inspection)
extension _ShapeView {
    /// The stroke style when the shape is traced (`.stroke(_:lineWidth:)`,
    /// `.border(_:width:)`), or `nil` when it is filled.
    public var strokeStyle: StrokeStyle? { (shape as? any StrokedShape)?.style }
}
