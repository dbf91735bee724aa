import FacetUI
@_spi(Inspection) import FacetUICore

/// Reads a shape view (`Circle().fill(.red)`), whatever its shape and style.
@MainActor
protocol InspectedShapeView {
    var inspectedStyle: any ShapeStyle { get }
    var inspectedFillStyle: FillStyle { get }
    var inspectedShape: any FacetUI.Shape { get }
    var inspectedStrokeStyle: StrokeStyle? { get }
}

extension _ShapeView: InspectedShapeView {
    var inspectedStyle: any ShapeStyle { style }
    var inspectedFillStyle: FillStyle { fillStyle }
    var inspectedShape: any FacetUI.Shape { shape }
    var inspectedStrokeStyle: StrokeStyle? { strokeStyle }
}

extension ViewType {
    /// A shape (`Circle()`, `RoundedRectangle(cornerRadius: 1).stroke(.red)`) as inspection
    /// sees it. A shape is a leaf: its drawing is read through attributes.
    public struct Shape: KnownViewType {
        /// "Shape".
        public static var typePrefix: String { "Shape" }
        /// Whether `node` holds a shape or a shape drawn with a style.
        public static func _matches(_ node: ViewNode) -> Bool {
            node.view is any FacetUI.Shape || node.view is any InspectedShapeView
        }
    }
}

extension InspectableView {
    /// The only enclosed shape (or this view, when it is one).
    public func shape() throws -> InspectableView<ViewType.Shape> {
        try child(ViewType.Shape.self, call: "shape", index: nil)
    }

    /// The enclosed shape at `index`.
    public func shape(_ index: Int) throws -> InspectableView<ViewType.Shape> {
        try child(ViewType.Shape.self, call: "shape", index: index)
    }
}

extension InspectableView where View == ViewType.Shape {
    /// The style the shape is filled (or traced) with, as a `S` (`Color.self`,
    /// `ForegroundStyle.self` for a shape drawn with the foreground style).
    public func fillShapeStyle<S: ShapeStyle>(_ style: S.Type) throws -> S {
        let drawn = try shapeView().inspectedStyle
        guard let typed = drawn as? S else {
            throw InspectionError.typeMismatch(
                factual: Inspector.typeName(ofType: type(of: drawn)),
                expected: Inspector.typeName(ofType: S.self))
        }
        return typed
    }

    /// The fill rule of `.fill(_:style:)`.
    public func fillStyle() throws -> FillStyle { try shapeView().inspectedFillStyle }

    /// The stroke style of a traced shape (`.stroke(_:lineWidth:)`).
    public func strokeStyle() throws -> StrokeStyle {
        let drawn = try resolvedShape()
        guard drawn.stroke != nil else {
            throw InspectionError.attributeNotFound(label: "style", type: typeName)
        }
        return StrokeStyle(lineWidth: drawn.lineWidth)
    }

    /// The shape value, as a `S` (`RoundedRectangle.self`).
    public func actualShape<S: FacetUI.Shape>(_ type: S.Type) throws -> S {
        if let shape = node.view as? S { return shape }
        if let shape = (node.view as? any InspectedShapeView)?.inspectedShape as? S { return shape }
        throw InspectionError.typeMismatch(factual: typeName, expected: Inspector.typeName(ofType: S.self))
    }

    /// What the shape's widget draws (live): its outline kind, fill and stroke colours,
    /// line width and corner radius.
    public func resolvedShape() throws -> ResolvedShape {
        guard let content = (drawingNode.widget as? HeadlessBackend.Widget)?.content as? ResolvedShape else {
            throw InspectionError.attributeNotFound(label: "ResolvedShape", type: typeName)
        }
        return content
    }

    /// The node that draws: the shape view itself, or the one a bare shape's body makes.
    private var drawingNode: ViewNode {
        node.view is any InspectedShapeView ? node : (node.children.first ?? node)
    }

    private func shapeView() throws -> any InspectedShapeView {
        guard let view = drawingNode.view as? any InspectedShapeView else {
            throw InspectionError.typeMismatch(factual: typeName, expected: "_ShapeView")
        }
        return view
    }
}
