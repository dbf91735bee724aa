import Foundation

// The animatable data SwiftUI declares for its shapes. Shapes without parameters
// (`Rectangle`, `Circle`, `Ellipse`, `Capsule`, `ContainerRelativeShape`) keep
// `EmptyAnimatableData`; a shape wrapped by a shape modifier animates with the wrapper's
// own parameters.

extension RoundedRectangle {
    /// The corner size.
    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }
}

extension UnevenRoundedRectangle {
    /// The corner radii.
    public var animatableData: RectangleCornerRadii.AnimatableData {
        get { cornerRadii.animatableData }
        set { cornerRadii.animatableData = newValue }
    }
}

extension _Inset {
    /// The base shape's data and the inset amount.
    var animatableData: AnimatablePair<Base.AnimatableData, CGFloat> {
        get { AnimatablePair(base.animatableData, amount) }
        set { (base.animatableData, amount) = (newValue.first, newValue.second) }
    }
}

extension _StrokedShape {
    /// The shape's data and the stroke style's.
    public var animatableData: AnimatablePair<S.AnimatableData, StrokeStyle.AnimatableData> {
        get { AnimatablePair(shape.animatableData, style.animatableData) }
        set { (shape.animatableData, style.animatableData) = (newValue.first, newValue.second) }
    }
}

extension _TrimmedShape {
    /// The shape's data and the start and end fractions.
    public var animatableData: AnimatablePair<S.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(startFraction, endFraction)) }
        set {
            shape.animatableData = newValue.first
            (startFraction, endFraction) = (newValue.second.first, newValue.second.second)
        }
    }
}

extension _SizedShape {
    /// The shape's data and the size.
    public var animatableData: AnimatablePair<S.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, size.animatableData) }
        set { (shape.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}

extension OffsetShape {
    /// The shape's data and the offset.
    public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, offset.animatableData) }
        set { (shape.animatableData, offset.animatableData) = (newValue.first, newValue.second) }
    }
}

extension ScaledShape {
    /// The shape's data, then the scale and the anchor.
    public var animatableData:
        AnimatablePair<
            Content.AnimatableData, AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>
        >
    {
        get {
            AnimatablePair(shape.animatableData, AnimatablePair(scale.animatableData, anchor.animatableData))
        }
        set {
            shape.animatableData = newValue.first
            (scale.animatableData, anchor.animatableData) = (newValue.second.first, newValue.second.second)
        }
    }
}

extension RotatedShape {
    /// The shape's data, then the angle and the anchor.
    public var animatableData:
        AnimatablePair<Content.AnimatableData, AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData>>
    {
        get {
            AnimatablePair(shape.animatableData, AnimatablePair(angle.animatableData, anchor.animatableData))
        }
        set {
            shape.animatableData = newValue.first
            (angle.animatableData, anchor.animatableData) = (newValue.second.first, newValue.second.second)
        }
    }
}

extension TransformedShape {
    /// The shape's data (the transform is not animated).
    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}
