import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

/// A shape that chooses its own size.
private struct Dot: Shape {
    func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { CGSize(width: 2, height: 1) }
}

@MainActor @Suite struct ShapeTests {
    private func shape(_ host: HeadlessHost) -> ResolvedShape? {
        host.backend.allWidgets.first?.content as? ResolvedShape
    }

    /// `shape`'s path for a terminal frame of `width` by `height` cells: asked in square
    /// units (a cell is drawn twice as tall as wide), then scaled to cells.
    private func cells(_ shape: some Shape, _ width: CGFloat, _ height: CGFloat) -> Path {
        shape.path(in: CGRect(x: 0, y: 0, width: width, height: 2 * height))
            .applying(CGAffineTransform(scaleX: 1, y: 0.5))
    }

    @Test func aCustomShapeDrawsItsPathInTheWidgetsCoordinates() {
        let host = HeadlessHost(Triangle().fill(.orange).frame(width: 4, height: 2), width: 10, height: 4)
        #expect(host.dump == "Triangle (3, 1, 4, 2)")
        #expect(shape(host)?.path.description == "2 0 m 4 2 l 0 2 l h")
        #expect(shape(host)?.color == .orange)
        #expect(shape(host)?.strokeStyle == nil)
    }

    @Test func unfilledShapeFillsItsProposalWithTheForegroundColour() {
        let host = HeadlessHost(Circle(), width: 10, height: 4)
        #expect(host.dump == "Circle (0, 0, 10, 4)")
        #expect(
            shape(host) == ResolvedShape(path: cells(Circle(), 10, 4), color: .primary, shapeName: "Circle"))
        let red = HeadlessHost(Ellipse().foregroundStyle(.red), width: 6, height: 2)
        #expect(red.dump == "Ellipse (0, 0, 6, 2)")
        #expect(shape(red)?.fill == .red)
        #expect(shape(red)?.path.boundingRect.size.width == 6)
    }

    @Test func fillUsesTheGivenStyleAndRule() {
        let host = HeadlessHost(Capsule().fill(.blue).frame(width: 6, height: 2), width: 10, height: 4)
        #expect(host.dump == "Capsule (2, 1, 6, 2)")
        #expect(
            shape(host) == ResolvedShape(path: cells(Capsule(), 6, 2), color: .blue, shapeName: "Capsule"))
        let foreground = HeadlessHost(Rectangle().fill(.foreground).foregroundStyle(.green))
        #expect(shape(foreground)?.fill == .green)
        let evenOdd = HeadlessHost(Triangle().fill(.red, style: FillStyle(eoFill: true)))
        #expect(shape(evenOdd)?.fillStyle == FillStyle(eoFill: true))
    }

    @Test func strokeTracesTheOutline() {
        let host = HeadlessHost(
            RoundedRectangle(cornerRadius: 2).stroke(.green, lineWidth: 2), width: 8, height: 4)
        #expect(shape(host)?.kind == "RoundedRectangle")
        #expect(shape(host)?.path == cells(RoundedRectangle(cornerRadius: 2), 8, 4))
        #expect(shape(host)?.stroke == .green && shape(host)?.fill == nil)
        #expect(shape(host)?.strokeStyle == StrokeStyle(lineWidth: 2))
        let dashed = StrokeStyle(lineWidth: 1, lineCap: .round, dash: [2, 1])
        let styled = HeadlessHost(Circle().stroke(.red, style: dashed))
        #expect(shape(styled)?.strokeStyle == dashed)
    }

    @Test func strokedShapeIsDrawnWithTheForegroundStyle() {
        let host = HeadlessHost(Rectangle().stroke(lineWidth: 1).foregroundStyle(.red))
        #expect(shape(host)?.stroke == .red)
        let filled = HeadlessHost(Capsule().stroke(style: StrokeStyle(lineWidth: 3)).fill(.blue))
        #expect(shape(filled)?.stroke == .blue && shape(filled)?.strokeStyle?.lineWidth == 3)
    }

    @Test func strokeBorderInsetsByHalfTheLineWidth() {
        let host = HeadlessHost(Circle().strokeBorder(.blue, lineWidth: 2), width: 10, height: 5)
        #expect(shape(host)?.path == cells(Circle().inset(by: 1), 10, 5))
        #expect(shape(host)?.strokeStyle == StrokeStyle(lineWidth: 2))
        // The inset circle is one unit smaller on every side (a cell is two units tall).
        let bounds = shape(host)?.path.boundingRect ?? .zero
        #expect(abs(bounds.minX - 1) < 1e-9 && abs(bounds.width - 8) < 1e-9)
    }

    @Test func theWidgetIsRedrawnWhenItsSizeChanges() {
        struct Growing: View {
            @State var wide = false
            var body: some View {
                VStack {
                    Button("Grow") { wide = true }
                    Triangle().frame(width: wide ? 8 : 4, height: 2)
                }
            }
        }
        let host = HeadlessHost(Growing(), width: 10, height: 4)
        let triangle = { host.backend.allWidgets.compactMap { $0.content as? ResolvedShape }.first }
        #expect(triangle()?.path.boundingRect == CGRect(x: 0, y: 0, width: 4, height: 2))
        host.send(.activate, toText: "Grow")
        let counters = host.flush()
        #expect(triangle()?.path.boundingRect == CGRect(x: 0, y: 0, width: 8, height: 2))
        #expect(counters.widgetsUpdated == 1)
    }

    @Test func theFirstDrawingIsPartOfCreatingTheWidget() {
        let host = HeadlessHost(
            VStack {
                Circle(); Triangle()
            }, width: 10, height: 4)
        #expect(host.graph.lastTransaction.widgetsCreated == 2)
        #expect(host.graph.lastTransaction.widgetsUpdated == 0)
        let paths = host.backend.allWidgets.compactMap { ($0.content as? ResolvedShape)?.path }
        #expect(paths.count == 2 && paths.allSatisfy { !$0.isEmpty })
    }

    @Test func aShapeChoosesItsSize() {
        let host = HeadlessHost(
            HStack(spacing: 0) {
                Dot(); Color.red
            }, width: 10, height: 4)
        #expect(host.dump.hasPrefix("Dot (0, 2, 2, 1)"))
    }

    @Test func roundedRectangleFromCornerSize() {
        let host = HeadlessHost(
            RoundedRectangle(cornerSize: CGSize(width: 3, height: 1), style: .circular), width: 10, height: 4)
        #expect(
            shape(host)?.path == cells(RoundedRectangle(cornerSize: CGSize(width: 3, height: 1)), 10, 4))
    }

    @Test func foregroundChangeUpdatesTheShapeWidget() {
        struct Tinted: View {
            @State var red = false
            var body: some View {
                VStack {
                    Circle().foregroundStyle(red ? Color.red : Color.blue).frame(width: 2, height: 1)
                    Button("Tint") { red = true }
                }
            }
        }
        let host = HeadlessHost(Tinted())
        host.widgets(kind: "Button").first?.send(.activate)
        let counters = host.flush()
        #expect(shape(host)?.fill == .red)
        #expect(counters.widgetsUpdated == 1)
        #expect(counters.widgetsCreated == 0)
    }
}
