import FacetUI
import Foundation
import Testing

@Suite struct PathTests {
    private func near(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
        abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
            && abs(a.width - b.width) < tolerance
            && abs(a.height - b.height) < tolerance
    }
    private func near(_ a: CGPoint?, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
    }
    private var square: Path { Path(CGRect(x: 0, y: 0, width: 10, height: 10)) }
    private var triangle: Path {
        Path { path in
            path.move(to: CGPoint(x: 5, y: 0))
            path.addLine(to: CGPoint(x: 10, y: 10))
            path.addLine(to: CGPoint(x: 0, y: 10))
            path.closeSubpath()
        }
    }

    @Test func elementsDescriptionAndRoundTrip() throws {
        #expect(Path().isEmpty && Path().currentPoint == nil && Path().description == "")
        #expect(square.description == "0 0 m 10 0 l 10 10 l 0 10 l h")
        var elements: [Path.Element] = []
        triangle.forEach { elements.append($0) }
        #expect(
            elements == [
                .move(to: CGPoint(x: 5, y: 0)), .line(to: CGPoint(x: 10, y: 10)),
                .line(to: CGPoint(x: 0, y: 10)),
                .closeSubpath,
            ])
        var curved = Path()
        curved.move(to: CGPoint(x: 0.5, y: -1))
        curved.addQuadCurve(to: CGPoint(x: 4, y: 0), control: CGPoint(x: 2, y: 3.25))
        curved.addCurve(
            to: CGPoint(x: 8, y: 8), control1: CGPoint(x: 5, y: 1), control2: CGPoint(x: 1 / 3, y: 7))
        #expect(curved.description.hasPrefix("0.5 -1 m 2 3.25 4 0 q 5 1 "))
        #expect(try #require(Path(curved.description)) == curved)
        #expect(Path(square.description) == square)
        #expect(Path("") == Path())
        #expect(Path("1 2 x") == nil)
        #expect(Path("1 m") == nil)
        #expect(Path("0 0 l") == nil)
        #expect(Path("0 0 m 1 h") == nil)
    }

    @Test func currentPointAndBuilding() {
        #expect(triangle.currentPoint == CGPoint(x: 5, y: 0))
        var path = Path()
        path.addLines([.zero, CGPoint(x: 3, y: 4)])
        #expect(path.currentPoint == CGPoint(x: 3, y: 4))
        path.addRects([CGRect(x: 1, y: 1, width: 1, height: 1)])
        #expect(path.description == "0 0 m 3 4 l 1 1 m 2 1 l 2 2 l 1 2 l h")
        var reopened = square
        reopened.addLine(to: CGPoint(x: 5, y: 5))
        #expect(reopened.description == "0 0 m 10 0 l 10 10 l 0 10 l h 0 0 m 5 5 l")
        var added = Path()
        added.addPath(triangle, transform: CGAffineTransform(translationX: 1, y: 1))
        #expect(added == triangle.offsetBy(dx: 1, dy: 1))
        #expect(
            square.applying(CGAffineTransform(scaleX: 2, y: 1)).description == "0 0 m 20 0 l 20 10 l 0 10 l h"
        )
        var moved = Path()
        moved.addRect(
            CGRect(x: 0, y: 0, width: 1, height: 1), transform: CGAffineTransform(translationX: 5, y: 0))
        #expect(moved.boundingRect == CGRect(x: 5, y: 0, width: 1, height: 1))
    }

    @Test func boundingRects() {
        #expect(Path().boundingRect == .zero)
        #expect(triangle.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 10))
        var quad = Path()
        quad.move(to: .zero)
        quad.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        // The curve only reaches half way to its control point.
        #expect(near(quad.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 5)))
        #expect(
            near(
                Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50)).boundingRect,
                CGRect(x: 0, y: 0, width: 100, height: 50)))
        let rounded = Path(roundedRect: CGRect(x: 2, y: 2, width: 20, height: 10), cornerRadius: 4)
        #expect(near(rounded.boundingRect, CGRect(x: 2, y: 2, width: 20, height: 10)))
        let uneven = Path(
            roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10),
            cornerRadii: RectangleCornerRadii(topLeading: 5))
        #expect(!uneven.contains(CGPoint(x: 0.5, y: 0.5)) && uneven.contains(CGPoint(x: 9.5, y: 0.5)))
    }

    @Test func arcs() {
        var quarter = Path()
        quarter.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(near(quarter.currentPoint, CGPoint(x: 0, y: 10)))
        #expect(near(quarter.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 10)))
        var long = Path()
        long.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        #expect(near(long.currentPoint, CGPoint(x: 0, y: 10)))
        #expect(near(long.boundingRect, CGRect(x: -10, y: -10, width: 20, height: 20)))
        var relative = Path()
        relative.move(to: CGPoint(x: -20, y: 0))
        relative.addRelativeArc(center: .zero, radius: 5, startAngle: .degrees(180), delta: .degrees(-90))
        // A line runs from the current point to the arc's start; -90° turns anticlockwise
        // on screen, from the left to the bottom.
        var elements: [Path.Element] = []
        relative.forEach { elements.append($0) }
        guard case .line(let start) = elements[1] else { Issue.record("no line to the arc"); return }
        #expect(near(start, CGPoint(x: -5, y: 0)))
        #expect(near(relative.currentPoint, CGPoint(x: 0, y: 5)))
        #expect(near(relative.boundingRect, CGRect(x: -20, y: 0, width: 20, height: 5)))
        var tangent = Path()
        tangent.move(to: .zero)
        tangent.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
        var tangentElements: [Path.Element] = []
        tangent.forEach { tangentElements.append($0) }
        guard case .line(let tangentStart) = tangentElements[1] else {
            Issue.record("no line to the arc"); return
        }
        #expect(near(tangentStart, CGPoint(x: 5, y: 0)))
        #expect(near(tangent.currentPoint, CGPoint(x: 10, y: 5)))
        #expect(near(tangent.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 5)))
    }

    @Test func containsWithBothFillRules() {
        #expect(triangle.contains(CGPoint(x: 5, y: 5)))
        #expect(!triangle.contains(CGPoint(x: 1, y: 1)))
        #expect(!triangle.contains(CGPoint(x: 11, y: 5)))
        let star = Path { path in
            let points = (0..<5).map { index -> CGPoint in
                let angle = -Double.pi / 2 + Double(index) * 4 * .pi / 5
                return CGPoint(x: 10 + 10 * cos(angle), y: 10 + 10 * sin(angle))
            }
            path.addLines(points)
            path.closeSubpath()
        }
        #expect(star.contains(CGPoint(x: 10, y: 10)))
        #expect(!star.contains(CGPoint(x: 10, y: 10), eoFill: true))
        #expect(star.contains(CGPoint(x: 10, y: 2), eoFill: true))
        var ring = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20))
        ring.addEllipse(in: CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(ring.contains(CGPoint(x: 10, y: 10)))
        #expect(!ring.contains(CGPoint(x: 10, y: 10), eoFill: true))
        #expect(ring.contains(CGPoint(x: 2.5, y: 10), eoFill: true))
        #expect(!ring.contains(CGPoint(x: 0.5, y: 0.5)))
    }

    @Test func trimmingByLength() {
        #expect(square.trimmedPath(from: 0, to: 0.5).description == "0 0 m 10 0 l 10 10 l")
        #expect(square.trimmedPath(from: 0.125, to: 0.375).description == "5 0 m 10 0 l 10 5 l")
        // The closing line counts: the last quarter runs from (0, 10) back to the start.
        #expect(square.trimmedPath(from: 0.75, to: 1).description == "0 10 m 0 0 l")
        #expect(square.trimmedPath(from: 0, to: 1) == square)
        #expect(square.trimmedPath(from: -1, to: 2) == square)
        #expect(square.trimmedPath(from: 0.6, to: 0.4).isEmpty)
        #expect(square.trimmedPath(from: 5, to: 10).isEmpty)
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20))
        let half = circle.trimmedPath(from: 0, to: 0.5)
        #expect(near(half.currentPoint, CGPoint(x: 0, y: 10), 1e-3))
        #expect(near(half.boundingRect, CGRect(x: 0, y: 10, width: 20, height: 10), 1e-3))
    }

    @Test func strokedPaths() {
        let outline = square.strokedPath(StrokeStyle(lineWidth: 2))
        #expect(outline.contains(CGPoint(x: 5, y: 0.5)) && outline.contains(CGPoint(x: 5, y: -0.5)))
        #expect(!outline.contains(CGPoint(x: 5, y: 1.5)) && !outline.contains(CGPoint(x: 5, y: 5)))
        // A miter join fills the corner; a bevel join cuts it.
        #expect(outline.contains(CGPoint(x: -0.9, y: -0.9)))
        let bevelled = square.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .bevel))
        #expect(!bevelled.contains(CGPoint(x: -0.9, y: -0.9)))
        #expect(near(outline.boundingRect, CGRect(x: -1, y: -1, width: 12, height: 12)))
        let line = Path { $0.addLines([.zero, CGPoint(x: 10, y: 0)]) }
        #expect(!line.strokedPath(StrokeStyle(lineWidth: 2)).contains(CGPoint(x: -0.5, y: 0)))
        #expect(line.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .round)).contains(CGPoint(x: -0.5, y: 0)))
        #expect(
            line.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .square)).contains(CGPoint(x: -0.9, y: 0.9)))
        let dashed = line.strokedPath(StrokeStyle(lineWidth: 1, dash: [2, 2]))
        #expect(dashed.contains(CGPoint(x: 1, y: 0)) && !dashed.contains(CGPoint(x: 3, y: 0)))
        #expect(dashed.contains(CGPoint(x: 5, y: 0)) && !dashed.contains(CGPoint(x: 7, y: 0)))
        let shifted = line.strokedPath(StrokeStyle(lineWidth: 1, dash: [2, 2], dashPhase: 2))
        #expect(!shifted.contains(CGPoint(x: 1, y: 0)) && shifted.contains(CGPoint(x: 3, y: 0)))
        #expect(square.strokedPath(StrokeStyle(lineWidth: 0)).isEmpty)
    }
}
