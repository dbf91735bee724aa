import Foundation

// The animatable data SwiftUI declares for its geometry values: each is its components
// as nested `AnimatablePair`s, in the order SwiftUI gives them.

extension CGPoint: Animatable {
    /// The x and y coordinates.
    public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>

    /// The point's coordinates as a pair (x, y).
    public var animatableData: AnimatableData {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    /// The width and height.
    public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>

    /// The size's dimensions as a pair (width, height).
    public var animatableData: AnimatableData {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    /// The origin's and the size's data.
    public typealias AnimatableData = AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData>

    /// The rectangle as a pair (origin, size).
    public var animatableData: AnimatableData {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set {
            origin.animatableData = newValue.first
            size.animatableData = newValue.second
        }
    }
}

extension UnitPoint: Animatable {
    /// The x and y coordinates.
    public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>

    /// The point's coordinates as a pair (x, y).
    public var animatableData: AnimatableData {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension Angle: Animatable {}

extension EdgeInsets: Animatable {
    /// The four insets: top, then leading, bottom and trailing.
    public typealias AnimatableData = AnimatablePair<
        CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>
    >

    /// The insets as nested pairs (top, (leading, (bottom, trailing))).
    public var animatableData: AnimatableData {
        get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
        set {
            top = newValue.first
            leading = newValue.second.first
            bottom = newValue.second.second.first
            trailing = newValue.second.second.second
        }
    }
}

extension StrokeStyle: Animatable {
    /// The line width, then the miter limit and the dash phase.
    public typealias AnimatableData = AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>

    /// The stroke's numbers as nested pairs (lineWidth, (miterLimit, dashPhase)).
    public var animatableData: AnimatableData {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set {
            lineWidth = newValue.first
            miterLimit = newValue.second.first
            dashPhase = newValue.second.second
        }
    }
}

extension RectangleCornerRadii: Animatable {
    /// The top corners, then the bottom ones.
    public typealias AnimatableData = AnimatablePair<
        AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>
    >

    /// The radii as ((topLeading, topTrailing), (bottomTrailing, bottomLeading)).
    public var animatableData: AnimatableData {
        get {
            AnimatablePair(
                AnimatablePair(topLeading, topTrailing), AnimatablePair(bottomTrailing, bottomLeading))
        }
        set {
            (topLeading, topTrailing) = (newValue.first.first, newValue.first.second)
            (bottomTrailing, bottomLeading) = (newValue.second.first, newValue.second.second)
        }
    }
}
