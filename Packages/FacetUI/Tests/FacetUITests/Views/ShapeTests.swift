import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

@MainActor @Suite struct ShapeTests {
    private func shape(_ host: HeadlessHost) -> ResolvedShape? {
        host.backend.allWidgets.first?.content as? ResolvedShape
    }

    @Test func unfilledShapeFillsItsProposalWithTheForegroundColour() {
        let host = HeadlessHost(Circle(), width: 10, height: 4)
        #expect(host.dump == "Circle (0, 0, 10, 4)")
        #expect(shape(host) == ResolvedShape(shape: .circle, fill: .primary))

        let red = HeadlessHost(Ellipse().foregroundStyle(.red), width: 6, height: 2)
        #expect(red.dump == "Ellipse (0, 0, 6, 2)")
        #expect(shape(red)?.fill == .red)
    }

    @Test func fillUsesTheGivenStyle() {
        let host = HeadlessHost(Capsule().fill(.blue).frame(width: 6, height: 2), width: 10, height: 4)
        #expect(host.dump == "Capsule (2, 1, 6, 2)")
        #expect(shape(host) == ResolvedShape(shape: .capsule, fill: .blue))
        let foreground = HeadlessHost(Rectangle().fill(.foreground).foregroundStyle(.green))
        #expect(shape(foreground) == ResolvedShape(shape: .rectangle, fill: .green))
    }

    @Test func strokeTracesTheOutline() {
        let host = HeadlessHost(RoundedRectangle(cornerRadius: 2).stroke(.green, lineWidth: 2))
        #expect(
            shape(host)
                == ResolvedShape(
                    shape: .roundedRectangle, fill: nil, stroke: .green, lineWidth: 2, cornerRadius: 2))
        let styled = HeadlessHost(Circle().stroke(.red, style: StrokeStyle(lineWidth: 1)))
        #expect(shape(styled) == ResolvedShape(shape: .circle, fill: nil, stroke: .red))
    }

    @Test func strokedShapeIsDrawnWithTheForegroundStyle() {
        let host = HeadlessHost(Rectangle().stroke(lineWidth: 1).foregroundStyle(.red))
        #expect(shape(host) == ResolvedShape(shape: .rectangle, fill: nil, stroke: .red))
        let filled = HeadlessHost(Capsule().stroke(style: StrokeStyle(lineWidth: 3)).fill(.blue))
        #expect(shape(filled) == ResolvedShape(shape: .capsule, fill: nil, stroke: .blue, lineWidth: 3))
    }

    @Test func roundedRectangleFromCornerSize() {
        let host = HeadlessHost(RoundedRectangle(cornerSize: CGSize(width: 3, height: 1), style: .circular))
        #expect(shape(host)?.cornerRadius == 1)
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
