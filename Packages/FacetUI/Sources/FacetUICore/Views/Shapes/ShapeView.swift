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
    nonisolated public var shape: Content
    /// The style it is drawn with.
    nonisolated public var style: Style
    /// The fill rule.
    nonisolated public var fillStyle: FillStyle

    /// Creates a shape view.
    nonisolated public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        (self.shape, self.style, self.fillStyle) = (shape, style, fillStyle)
    }

    public typealias Body = Never

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        ShapeNode(
            self, graph: graph, parent: parent, environment: environment, size: { $0.shape.sizeThatFits($1) }
        ) { view, environment, frame in
            ShapeDrawing(
                view.shape, color: view.style.resolvedColor(in: environment), fillStyle: view.fillStyle,
                gradient: view.style as? any GradientStyle
            )
            .resolved(in: frame)
        }
    }
}

/// A shape with what it is drawn with, before its frame is known.
struct ShapeDrawing {
    let shape: any Shape
    let color: Color
    let fillStyle: FillStyle
    let gradient: (any GradientStyle)?
    let name: String

    init<S: Shape>(_ shape: S, color: Color, fillStyle: FillStyle, gradient: (any GradientStyle)? = nil) {
        (self.shape, self.color, self.fillStyle, self.gradient) = (shape, color, fillStyle, gradient)
        name = Self.name(of: shape)
    }

    /// The shape's name without generic arguments; a traced, erased or inset shape is
    /// named after the shape it wraps (`_StrokedShape<Circle>` is "Circle").
    private static func name(of shape: any Shape) -> String {
        if let stroked = shape as? any StrokedShape { return name(of: stroked.base) }
        if let erased = shape as? AnyShape { return name(of: erased.shape) }
        if let inset = shape as? any InsetShapeValue { return name(of: inset.insetBase) }
        let full = String(describing: type(of: shape))
        return String(full.prefix { $0 != "<" })
    }

    /// What the widget draws in a frame of `frame.size`, whose units are drawn
    /// `frame.aspect` times as tall as wide: the shape is asked for its path in square
    /// units (so that a circle stays round in a terminal), then scaled to the widget's.
    func resolved(in frame: ShapeFrame) -> ResolvedShape {
        let visual = CGRect(x: 0, y: 0, width: frame.size.width, height: frame.size.height * frame.aspect)
        let toLocal = CGAffineTransform(scaleX: 1, y: 1 / frame.aspect)
        var paint = gradient?.resolvedGradient(in: visual)
        paint?.aspect = frame.aspect
        // A traced shape is drawn by the backend's own stroker from its base path.
        if let stroked = shape as? any StrokedShape {
            return ResolvedShape(
                path: stroked.base.path(in: visual).applying(toLocal), color: color,
                strokeStyle: stroked.style,
                shapeName: name, gradient: paint)
        }
        return ResolvedShape(
            path: shape.path(in: visual).applying(toLocal), color: color, fillStyle: fillStyle,
            shapeName: name, gradient: paint)
    }
}

/// The size of a shape's widget and how tall its units are drawn.
struct ShapeFrame: Equatable {
    var size: CGSize
    var aspect: CGFloat
}

/// A traced shape, whatever its base shape.
protocol StrokedShape {
    var style: StrokeStyle { get }
    var base: any Shape { get }
}

extension _StrokedShape: StrokedShape {
    var base: any Shape { shape }
}

@_spi(Inspection)
extension _ShapeView {
    /// The stroke style when the shape is traced (`.stroke(_:lineWidth:)`,
    /// `.border(_:width:)`), or `nil` when it is filled.
    public var strokeStyle: StrokeStyle? { (shape as? any StrokedShape)?.style }
}
