import FacetUI
import Foundation
import Testing

@Suite struct CGAffineTransformTests {
    private func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    @Test func pointsSizesAndRects() {
        let move = CGAffineTransform(translationX: 10, y: -3)
        #expect(CGPoint(x: 1, y: 2).applying(move) == CGPoint(x: 11, y: -1))
        #expect(CGSize(width: 4, height: 5).applying(move) == CGSize(width: 4, height: 5))
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        #expect(
            CGRect(x: 1, y: 1, width: 2, height: 2).applying(scale) == CGRect(x: 2, y: 3, width: 4, height: 6)
        )
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(CGPoint(x: 1, y: 0).applying(quarter), CGPoint(x: 0, y: 1)))
        let rotated = CGRect(x: 0, y: 0, width: 2, height: 1).applying(quarter)
        #expect(
            abs(rotated.minX + 1) < 1e-9 && abs(rotated.width - 1) < 1e-9 && abs(rotated.height - 2) < 1e-9)
    }

    @Test func compositionOrderAndInverse() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform() == .identity)
        // translatedBy applies the translation first, then the receiver.
        let scaledThenMoved = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 1, y: 0)
        #expect(CGPoint.zero.applying(scaledThenMoved) == CGPoint(x: 2, y: 0))
        let movedThenScaled = CGAffineTransform(translationX: 1, y: 0).concatenating(
            CGAffineTransform(scaleX: 2, y: 2))
        #expect(CGPoint.zero.applying(movedThenScaled) == CGPoint(x: 2, y: 0))
        let scaled = CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 3, y: 1)
        #expect(CGPoint(x: 1, y: 0).applying(scaled) == CGPoint(x: 8, y: 0))
        let any = CGAffineTransform(a: 2, b: 1, c: 0, d: 3, tx: 4, ty: 5)
        let point = CGPoint(x: 7, y: -2)
        #expect(close(point.applying(any).applying(any.inverted()), point))
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
        #expect(
            close(
                CGPoint(x: 1, y: 0).applying(CGAffineTransform.identity.rotated(by: .pi)),
                CGPoint(x: -1, y: 0)))
    }
}
