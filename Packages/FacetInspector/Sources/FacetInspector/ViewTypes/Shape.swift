import FacetUI
@_spi(Inspection) import FacetUICore
import Foundation

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
        try Self.asShapeMismatch { try child(ViewType.Shape.self, call: "shape", index: nil) }
    }

    /// The enclosed shape at `index`.
    public func shape(_ index: Int) throws -> InspectableView<ViewType.Shape> {
        try Self.asShapeMismatch { try child(ViewType.Shape.self, call: "shape", index: index) }
    }

    /// A view that is not a shape is reported as ViewInspector reports it: "Type mismatch:
    /// EmptyView is not InspectableShape".
    private static func asShapeMismatch<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch InspectionError.inspection(_, let factual, _) {
            throw InspectionError.typeMismatch(factual: factual, expected: "InspectableShape")
        }
    }
}

extension InspectableView where View == ViewType.Shape {
    /// The shape's path in `rect`.
    ///
    /// A bare inset shape (`Ellipse().inset(by: 5)`) throws, as ViewInspector does (there
    /// SwiftUI hides its type): put a void `.offset()` before or after the inset.
    public func path(in rect: CGRect) throws -> Path {
        if node.view is any InsetShapeValue {
            throw InspectionError.notSupported(
                "Please put a void '.offset()' modifier before or after '.inset(by:)'")
        }
        return try drawnShape().path(in: rect)
    }

    /// The distance of `.inset(by:)`.
    public func inset() throws -> CGFloat {
        try shapeAttribute("amount") { ($0 as? any InsetShapeValue)?.amount }
    }

    /// The offset of `.offset(_:)` on the shape.
    public func offset() throws -> CGSize {
        try shapeAttribute("offset") { ($0 as? any OffsetShapeValue)?.offset }
    }

    /// The factors and anchor of `.scale(x:y:anchor:)`.
    public func scale() throws -> (x: CGFloat, y: CGFloat, anchor: UnitPoint) {
        let (scale, anchor) = try shapeAttribute("scale") { ($0 as? any ScaledShapeValue)?.values }
        return (scale.width, scale.height, anchor)
    }

    /// The angle and anchor of `.rotation(_:anchor:)`.
    public func rotation() throws -> (angle: Angle, anchor: UnitPoint) {
        try shapeAttribute("angle") { ($0 as? any RotatedShapeValue)?.values }
    }

    /// The transform of `.transform(_:)`.
    public func transform() throws -> CGAffineTransform {
        try shapeAttribute("transform") { ($0 as? any TransformedShapeValue)?.transform }
    }

    /// The size of `.size(_:)`.
    public func size() throws -> CGSize {
        try shapeAttribute("size") { ($0 as? any SizedShapeValue)?.size }
    }

    /// The stroke style of a traced shape (`.stroke(_:lineWidth:)`, `.stroke(style:)`).
    public func strokeStyle() throws -> StrokeStyle {
        try shapeAttribute("style") { ($0 as? any StrokedShapeValue)?.style }
    }

    /// The fractions of `.trim(from:to:)`.
    public func trim() throws -> (from: CGFloat, to: CGFloat) {
        try shapeAttribute("startFraction") { ($0 as? any TrimmedShapeValue)?.fractions }
    }

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

    /// The shape value, as a `S` (`RoundedRectangle.self`).
    public func actualShape<S: FacetUI.Shape>(_ type: S.Type) throws -> S {
        if let shape = node.view as? S { return shape }
        if let shape = (node.view as? any InspectedShapeView)?.inspectedShape as? S { return shape }
        throw InspectionError.typeMismatch(factual: typeName, expected: Inspector.typeName(ofType: S.self))
    }

    /// What the shape's widget draws (live): its path in the widget's coordinates, its
    /// colour, fill rule and stroke style.
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

    /// The shape drawn: the inspected shape, or the shape of the inspected shape view.
    private func drawnShape() throws -> any FacetUI.Shape {
        if let shape = node.view as? any FacetUI.Shape { return shape }
        return try shapeView().inspectedShape
    }

    /// The first value `read` finds along the shape and the shapes it wraps, outermost
    /// first; the error names the innermost shape, as ViewInspector's does.
    private func shapeAttribute<T>(_ label: String, _ read: (Any) -> T?) throws -> T {
        var current: Any = (node.view as? any InspectedShapeView)?.inspectedShape ?? node.view
        while true {
            if let value = read(current) { return value }
            let inner =
                (current as? any WrappingShape)?.wrappedShape ?? (current as? any InsetShapeValue)?.insetBase
            guard let inner else {
                throw InspectionError.attributeNotFound(
                    label: label, type: Inspector.typeName(ofType: type(of: current)))
            }
            current = inner
        }
    }
}
