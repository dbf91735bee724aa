import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI

@Suite struct ShapeModifiersTests {
    private let rect = CGRect(x: 0, y: 0, width: 10, height: 10)

    private func near(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
            && abs(a.height - b.height) < 1e-9
    }

    @Test func offsetScaleRotationAndTransform() {
        let moved: OffsetShape<Rectangle> = Rectangle().offset(x: 2, y: -1)
        #expect(moved.path(in: rect) == Path(CGRect(x: 2, y: -1, width: 10, height: 10)))
        #expect(Rectangle().offset(CGPoint(x: 1, y: 1)).offset == CGSize(width: 1, height: 1))
        let halved: ScaledShape<Rectangle> = Rectangle().scale(0.5)
        #expect(halved.path(in: rect).boundingRect == CGRect(x: 2.5, y: 2.5, width: 5, height: 5))
        let fromCorner = Rectangle().scale(x: 2, y: 1, anchor: .topLeading)
        #expect(fromCorner.path(in: rect).boundingRect == CGRect(x: 0, y: 0, width: 20, height: 10))
        let turned: RotatedShape<Rectangle> = Rectangle().rotation(.degrees(90), anchor: .topLeading)
        #expect(near(turned.path(in: rect).boundingRect, CGRect(x: -10, y: 0, width: 10, height: 10)))
        let diamond = Rectangle().rotation(.degrees(45))
        let side = 10 * 2.0.squareRoot()
        #expect(
            near(
                diamond.path(in: rect).boundingRect,
                CGRect(x: 5 - side / 2, y: 5 - side / 2, width: side, height: side)))
        let flipped: TransformedShape<Triangle> = Triangle().transform(
            CGAffineTransform(scaleX: 1, y: -1).translatedBy(x: 0, y: -10))
        #expect(flipped.path(in: rect).description == "5 10 m 10 0 l 0 0 l h")
    }

    @Test func insetOffsetAndRotatedShapes() {
        let inset = Circle().offset(x: 1).inset(by: 2)
        #expect(inset.path(in: rect) == Circle().inset(by: 2).offset(x: 1).path(in: rect))
        #expect(near(inset.path(in: rect).boundingRect, CGRect(x: 3, y: 2, width: 6, height: 6)))
        let rotated = Rectangle().rotation(.degrees(90)).inset(by: 1)
        #expect(near(rotated.path(in: rect).boundingRect, CGRect(x: 1, y: 1, width: 8, height: 8)))
        #expect(Rectangle().inset(by: 6).path(in: rect).isEmpty)
    }

    @Test func trimAndSize() {
        #expect(Rectangle().trim(from: 0, to: 0.25).path(in: rect).description == "0 0 m 10 0 l")
        #expect(
            Rectangle().size(width: 4, height: 2).path(in: rect)
                == Path(CGRect(x: 0, y: 0, width: 4, height: 2)))
        #expect(Rectangle().stroke(lineWidth: 2).path(in: rect).contains(CGPoint(x: 5, y: 0.5)))
        #expect(_StrokedShape<Rectangle>.role == .stroke && Rectangle.role == .fill)
    }

    @Test func unevenAndContainerRelativeShapes() {
        let tab = UnevenRoundedRectangle(topLeadingRadius: 4, topTrailingRadius: 4)
        let path = tab.path(in: rect)
        #expect(path.boundingRect == rect)
        #expect(!path.contains(CGPoint(x: 0.5, y: 0.5)) && path.contains(CGPoint(x: 0.5, y: 9.5)))
        #expect(
            UnevenRoundedRectangle.rect(cornerRadii: RectangleCornerRadii(bottomTrailing: 3)).cornerRadii
                .bottomTrailing == 3)
        // Radii longer than a side together are scaled down to fit.
        let tooRound = UnevenRoundedRectangle(topLeadingRadius: 10, topTrailingRadius: 10).path(in: rect)
        #expect(tooRound.contains(CGPoint(x: 5, y: 0.5)) && !tooRound.contains(CGPoint(x: 0.5, y: 0.5)))
        let inset = tab.inset(by: 1).path(in: rect)
        #expect(inset.boundingRect == CGRect(x: 1, y: 1, width: 8, height: 8))
        #expect(ContainerRelativeShape().path(in: rect) == Path(rect))
        #expect(
            RoundedRectangle(cornerRadius: 3).inset(by: 1).path(in: rect)
                == RoundedRectangle(cornerRadius: 2).path(in: rect.insetBy(dx: 1, dy: 1)))
    }
}
