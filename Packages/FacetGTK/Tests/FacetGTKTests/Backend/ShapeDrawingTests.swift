import CGTK
import FacetGTK
import FacetTestSupport
import FacetUI
import Foundation
import Testing

/// Two circles, one inside the other.
private struct Ring: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path(ellipseIn: rect)
        path.addEllipse(in: rect.insetBy(dx: rect.width / 4, dy: rect.height / 4))
        return path
    }
}

@MainActor @Suite(.gtkAvailable)
struct ShapeDrawingTests {
    /// The window's pixels (premultiplied ARGB, row by row) once `view` is drawn.
    private func pixels(_ view: some View, width: Int, height: Int) throws -> [UInt32] {
        try GTKHost(view, size: CGSize(width: width, height: height)).renderWindow().pixels
    }

    private let red: UInt32 = 0xFFFF_3B30
    private let blue: UInt32 = 0xFF00_7AFF

    @Test func aCustomShapeIsFilledWithCairo() throws {
        let image = try pixels(
            Triangle().fill(Color.red).frame(width: 100, height: 100), width: 100, height: 100)
        #expect(image[80 * 100 + 50] == red)
        #expect(image[95 * 100 + 5] == red)
        // Outside the triangle, beside its apex.
        #expect(image[10 * 100 + 10] != red)
        #expect(image[10 * 100 + 90] != red)
    }

    @Test func fillRules() throws {
        let image = try pixels(
            HStack(spacing: 0) {
                Ring().fill(Color.red).frame(width: 100, height: 100)
                Ring().fill(Color.red, style: FillStyle(eoFill: true)).frame(width: 100, height: 100)
            }, width: 200, height: 100)
        #expect(image[50 * 200 + 50] == red)
        #expect(image[50 * 200 + 150] != red)
        #expect(image[50 * 200 + 110] == red)
    }

    @Test func strokesWithWidthAndDashes() throws {
        let line = Path { $0.addLines([CGPoint(x: 0, y: 50), CGPoint(x: 100, y: 50)]) }
        let image = try pixels(
            VStack(spacing: 0) {
                Circle().stroke(Color.blue, lineWidth: 10).frame(width: 100, height: 100)
                line.stroke(Color.red, style: StrokeStyle(lineWidth: 10, dash: [10, 10])).frame(
                    width: 100, height: 100)
            }, width: 100, height: 200)
        #expect(image[2 * 100 + 50] == blue)
        #expect(image[50 * 100 + 50] != blue)
        #expect(image[150 * 100 + 5] == red)
        #expect(image[150 * 100 + 15] != red)
        #expect(image[150 * 100 + 25] == red)
        #expect(image[140 * 100 + 5] != red)
    }
}
