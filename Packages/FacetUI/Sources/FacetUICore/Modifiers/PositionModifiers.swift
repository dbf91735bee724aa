import Foundation

/// Moves its content by an offset when placing it; its own size and its neighbours'
/// positions do not change.
@_spi(Inspection)
public struct OffsetModifier: UnaryLayoutModifier, InspectableModifier, Animatable {
    /// The distance the content is moved by.
    public var offset: CGSize
    public typealias Body = Never

    /// The offset, animated.
    nonisolated public var animatableData: CGSize.AnimatableData {
        get { offset.animatableData }
        set { offset.animatableData = newValue }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutChild) -> CGSize {
        child.sizeThatFits(proposal)
    }

    func placeChild(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutChild) {
        child.place(
            at: CGPoint(x: bounds.minX + offset.width, y: bounds.minY + offset.height), proposal: proposal)
    }
}

/// Takes the space it is offered (its content's size where a dimension is unspecified) and
/// centres its content on a point of that space.
@_spi(Inspection)
public struct PositionModifier: UnaryLayoutModifier, InspectableModifier, Animatable {
    /// Where the content's centre is placed.
    public var position: CGPoint
    public typealias Body = Never

    /// The position, animated.
    nonisolated public var animatableData: CGPoint.AnimatableData {
        get { position.animatableData }
        set { position.animatableData = newValue }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutChild) -> CGSize {
        guard proposal.width == nil || proposal.height == nil else {
            return CGSize(width: proposal.width!, height: proposal.height!)
        }
        return proposal.replacingUnspecifiedDimensions(by: child.sizeThatFits(proposal))
    }

    func placeChild(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutChild) {
        let size = child.sizeThatFits(proposal)
        child.place(
            at: CGPoint(
                x: bounds.minX + position.x - size.width / 2, y: bounds.minY + position.y - size.height / 2),
            proposal: proposal)
    }
}

extension View {
    /// Offsets this view by the horizontal and vertical amount specified in `offset`.
    ///
    /// The view is drawn moved, but lays out as if it had not moved: its neighbours keep
    /// their places.
    public func offset(_ offset: CGSize) -> some View {
        modifier(OffsetModifier(offset: offset))
    }

    /// Offsets this view by the specified horizontal and vertical distances.
    ///
    /// ```swift
    /// Text("Shadow").offset(x: 1, y: 1)
    /// ```
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(OffsetModifier(offset: CGSize(width: x, height: y)))
    }

    /// Positions the center of this view at the specified point in its parent's
    /// coordinate space; the modified view takes all the space it is offered.
    ///
    /// ```swift
    /// Text("X").position(x: 5, y: 2)
    /// ```
    public func position(_ position: CGPoint) -> some View {
        modifier(PositionModifier(position: position))
    }

    /// Positions the center of this view at the specified coordinates in its parent's
    /// coordinate space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(PositionModifier(position: CGPoint(x: x, y: y)))
    }
}
