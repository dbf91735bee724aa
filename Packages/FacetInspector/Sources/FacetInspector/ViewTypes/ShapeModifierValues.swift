import FacetUI
@_spi(Inspection) import FacetUICore
import Foundation

// What shape inspection reads of the shape modifiers (`offset`, `scale`, `rotation`,
// `transform`, `size`, `stroke`, `trim`, `inset`), by type, and the shape each wraps.

/// A shape that wraps another.
protocol WrappingShape {
    var wrappedShape: any FacetUI.Shape { get }
}

protocol OffsetShapeValue { var offset: CGSize { get } }
protocol ScaledShapeValue { var values: (CGSize, UnitPoint) { get } }
protocol RotatedShapeValue { var values: (angle: Angle, anchor: UnitPoint) { get } }
protocol TransformedShapeValue { var transform: CGAffineTransform { get } }
protocol SizedShapeValue { var size: CGSize { get } }
protocol StrokedShapeValue { var style: StrokeStyle { get } }
protocol TrimmedShapeValue { var fractions: (from: CGFloat, to: CGFloat) { get } }

extension OffsetShape: OffsetShapeValue, WrappingShape {
    var wrappedShape: any FacetUI.Shape { shape }
}

extension ScaledShape: ScaledShapeValue, WrappingShape {
    var values: (CGSize, UnitPoint) { (scale, anchor) }
    var wrappedShape: any FacetUI.Shape { shape }
}

extension RotatedShape: RotatedShapeValue, WrappingShape {
    var values: (angle: Angle, anchor: UnitPoint) { (angle, anchor) }
    var wrappedShape: any FacetUI.Shape { shape }
}

extension TransformedShape: TransformedShapeValue, WrappingShape {
    var wrappedShape: any FacetUI.Shape { shape }
}

extension _SizedShape: SizedShapeValue, WrappingShape {
    var wrappedShape: any FacetUI.Shape { shape }
}

extension _StrokedShape: StrokedShapeValue, WrappingShape {
    var wrappedShape: any FacetUI.Shape { shape }
}

extension _TrimmedShape: TrimmedShapeValue, WrappingShape {
    var fractions: (from: CGFloat, to: CGFloat) { (startFraction, endFraction) }
    var wrappedShape: any FacetUI.Shape { shape }
}

/// A value whose path inspection can read: ViewInspector's protocol, which the shapes and
/// shape views conform to.
///
/// ```swift
/// (Ellipse().fill() as? InspectableShape)?.path(in: rect)
/// ```
public protocol InspectableShape {
    /// The path in `rect`.
    func path(in rect: CGRect) -> Path
}

extension Rectangle: InspectableShape {}
extension RoundedRectangle: InspectableShape {}
extension UnevenRoundedRectangle: InspectableShape {}
extension Circle: InspectableShape {}
extension Ellipse: InspectableShape {}
extension Capsule: InspectableShape {}
extension ContainerRelativeShape: InspectableShape {}
extension Path: InspectableShape {}
extension AnyShape: InspectableShape {}
extension OffsetShape: InspectableShape {}
extension ScaledShape: InspectableShape {}
extension RotatedShape: InspectableShape {}
extension TransformedShape: InspectableShape {}
extension _SizedShape: InspectableShape {}
extension _StrokedShape: InspectableShape {}
extension _TrimmedShape: InspectableShape {}

extension _ShapeView: InspectableShape {
    /// The path of the shape drawn.
    nonisolated public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
}
