import Foundation
import Testing

@testable import FacetUICore

private struct Gauge: Animatable {
    var level: Double
    var tint: Float
    var animatableData: AnimatablePair<Double, Float> {
        get { AnimatablePair(level, tint) }
        set { (level, tint) = (newValue.first, newValue.second) }
    }
}

private struct Plain: Animatable {}

@MainActor @Suite struct AnimatableTests {
    @Test func vectorArithmetic() {
        #expect(2.0.scaled(by: 1.5) == 3)
        #expect(Float(2).scaled(by: 0.25) == 0.5)
        #expect(CGFloat(4).scaled(by: 0.5) == 2)
        #expect(CGFloat(3).magnitudeSquared == 9)
        #expect(1.0.interpolated(towards: 3, amount: 0.25) == 1.5)
        let pair = AnimatablePair(1.0, AnimatablePair(CGFloat(2), Float(3)))
        #expect(pair.magnitudeSquared == 14)
        #expect((pair + pair).second.first == 4)
        #expect((pair - pair) == .zero)
        let doubled: AnimatablePair<Double, AnimatablePair<CGFloat, Float>> = AnimatablePair(
            2, AnimatablePair(4, 6))
        #expect(pair.scaled(by: 2) == doubled)
        #expect(EmptyAnimatableData() + .zero == EmptyAnimatableData())
        #expect(EmptyAnimatableData().magnitudeSquared == 0)
    }

    @Test func typesDeclareTheirData() {
        var gauge = Gauge(level: 1, tint: 0)
        gauge.animatableData = gauge.animatableData.interpolated(
            towards: AnimatablePair<Double, Float>(3, 1), amount: 0.5)
        #expect(gauge.level == 2 && gauge.tint == 0.5)
        #expect(Plain().animatableData == EmptyAnimatableData())
        var number = 2.0
        number.animatableData = 5
        #expect(number == 5)
    }

    @Test func geometryData() {
        var point = CGPoint(x: 1, y: 2)
        #expect(point.animatableData == CGPoint.AnimatableData(1, 2))
        point.animatableData = AnimatablePair(5, 6)
        #expect(point == CGPoint(x: 5, y: 6))
        var rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        let rectData: CGRect.AnimatableData = AnimatablePair(AnimatablePair(1, 2), AnimatablePair(3, 4))
        #expect(rect.animatableData == rectData)
        rect.animatableData = rect.animatableData.scaled(by: 2)
        #expect(rect == CGRect(x: 2, y: 4, width: 6, height: 8))
        var size = CGSize(width: 3, height: 4)
        size.animatableData.second = 9
        #expect(size.height == 9)
        var anchor = UnitPoint.center
        anchor.animatableData = AnimatablePair(0, 1)
        #expect(anchor == .bottomLeading)
        var angle = Angle.degrees(90)
        angle.animatableData = .pi
        #expect(angle.degrees == 180)
        var insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(insets.animatableData.second.second.second == 4)
        insets.animatableData = insets.animatableData.scaled(by: 10)
        #expect(insets == EdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40))
        var stroke = StrokeStyle(lineWidth: 2, miterLimit: 5, dashPhase: 1)
        let strokeData: StrokeStyle.AnimatableData = AnimatablePair(2, AnimatablePair(5, 1))
        #expect(stroke.animatableData == strokeData)
        stroke.animatableData.first = 4
        #expect(stroke.lineWidth == 4)
        var radii = RectangleCornerRadii(topLeading: 1, bottomLeading: 2, bottomTrailing: 3, topTrailing: 4)
        let radiiData: RectangleCornerRadii.AnimatableData = AnimatablePair(
            AnimatablePair(1, 4), AnimatablePair(3, 2))
        #expect(radii.animatableData == radiiData)
        radii.animatableData.second.second = 7
        #expect(radii.bottomLeading == 7)
    }

    @Test func shapesWithoutParametersHaveEmptyData() {
        #expect(Rectangle().animatableData == EmptyAnimatableData())
        #expect(Circle().animatableData == EmptyAnimatableData())
        #expect(Capsule().animatableData == EmptyAnimatableData())
        #expect(Ellipse().animatableData == EmptyAnimatableData())
        #expect(VStackLayout().animatableData == EmptyAnimatableData(), "a layout is animatable too")
    }

    @Test func shapesAnimateTheirParameters() {
        var rounded = RoundedRectangle(cornerRadius: 4)
        #expect(rounded.animatableData == CGSize.AnimatableData(4, 4))
        rounded.animatableData = AnimatablePair(6, 2)
        #expect(rounded.cornerSize == CGSize(width: 6, height: 2))
        var uneven = UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 3))
        uneven.animatableData.first.second = 5
        #expect(uneven.cornerRadii.topTrailing == 5)
        var trimmed = _TrimmedShape(
            shape: RoundedRectangle(cornerRadius: 1), startFraction: 0.2, endFraction: 0.8)
        #expect(trimmed.animatableData.second == AnimatablePair<CGFloat, CGFloat>(0.2, 0.8))
        trimmed.animatableData = AnimatablePair(
            CGSize.AnimatableData(2, 2), AnimatablePair<CGFloat, CGFloat>(0, 0.5))
        #expect(trimmed.endFraction == 0.5 && trimmed.shape.cornerSize == CGSize(width: 2, height: 2))
        var stroked = _StrokedShape(shape: Circle(), style: StrokeStyle(lineWidth: 2))
        stroked.animatableData.second.first = 6
        #expect(stroked.style.lineWidth == 6)
        var offset = Rectangle().offset(CGSize(width: 1, height: 2))
        offset.animatableData.second = AnimatablePair(3, 4)
        #expect(offset.offset == CGSize(width: 3, height: 4))
        var rotated = RotatedShape(shape: Rectangle(), angle: .degrees(10), anchor: .top)
        rotated.animatableData.second.first = Angle.degrees(45).radians
        #expect(abs(rotated.angle.degrees - 45) < 1e-9)
        var scaled = ScaledShape(shape: Circle(), scale: CGSize(width: 2, height: 2))
        scaled.animatableData.second.second = AnimatablePair(0, 0)
        #expect(scaled.anchor == .topLeading)
        var sized = _SizedShape(shape: RoundedRectangle(cornerRadius: 2), size: CGSize(width: 5, height: 5))
        sized.animatableData.second.first = 8
        #expect(sized.size.width == 8)
        var transformed = TransformedShape(shape: RoundedRectangle(cornerRadius: 2), transform: .identity)
        transformed.animatableData = AnimatablePair(9, 9)
        #expect(transformed.shape.cornerSize.width == 9)
        var inset = _Inset(base: RoundedRectangle(cornerRadius: 3), amount: 1)
        inset.animatableData.second = 2
        #expect(inset.amount == 2)
    }
}
