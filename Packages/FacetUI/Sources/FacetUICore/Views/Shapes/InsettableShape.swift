import Foundation

/// A shape that can be inset by an amount: the inset shape is drawn that far inside the
/// rectangle it is given, so that a stroke of twice the amount stays inside the frame.
///
/// ```swift
/// Circle().strokeBorder(.blue, lineWidth: 2)
/// Capsule().inset(by: 1).fill(.green)
/// ```
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape

    /// The shape inset by `amount` on every side.
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// Traces the shape's outline inside its frame (inset by half the line width) with a
    /// color or style and a stroke style.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
    ) -> some View {
        inset(by: style.lineWidth / 2).stroke(content, style: style, antialiased: antialiased)
    }

    /// Traces the shape's outline inside its frame with a color or style.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 8).strokeBorder(.gray, lineWidth: 2)
    /// ```
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> some View {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

/// What inspection reads of an inset shape: the distance it is inset by and the shape
/// inset.
@_spi(Inspection)
public protocol InsetShapeValue {
    /// The inset distance.
    var amount: CGFloat { get }
    /// The shape that is inset.
    var insetBase: any Shape { get }
}

/// A built-in shape inset by `amount` (SwiftUI's `_Inset` of each shape): the base shape
/// drawn in the rectangle inset by `amount`, its corners reduced to match.
struct _Inset<Base: InsetAdjustable>: InsettableShape, InsetShapeValue {
    var base: Base
    var amount: CGFloat

    var insetBase: any Shape { base }

    func path(in rect: CGRect) -> Path {
        let inner = rect.insetBy(dx: amount, dy: amount)
        guard !inner.isNull, inner.width >= 0, inner.height >= 0 else { return Path() }
        return base.insetBase(by: amount).path(in: inner)
    }

    func inset(by amount: CGFloat) -> _Inset<Base> { _Inset(base: base, amount: self.amount + amount) }
}

/// A built-in shape that insets by drawing in a smaller rectangle.
protocol InsetAdjustable: Shape {
    /// The shape to draw in the inset rectangle (the same shape, or one with smaller
    /// corners).
    func insetBase(by amount: CGFloat) -> Self
}

extension InsetAdjustable {
    func insetBase(by amount: CGFloat) -> Self { self }
}
