import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

@MainActor @Suite struct LayeringModifierTests {
    @Test func overlayIsAlignedOnTheBaseAndDrawnAfterIt() {
        let host = HeadlessHost(
            Color.blue.frame(width: 6, height: 3).overlay(alignment: .bottomTrailing) { Text("1") },
            width: 10, height: 5)
        #expect(
            host.dump == """
                Rectangle (2, 1, 6, 3)
                Text "1" (7, 3, 1, 1)
                """)
    }

    @Test func overlayIsSizedToTheBase() {
        let host = HeadlessHost(
            HStack {
                Text("Hello").overlay { Color.red }
                Text("!")
            }, width: 9, height: 1)
        #expect(
            host.dump == """
                Text "Hello" (1, 0, 5, 1)
                Rectangle (1, 0, 5, 1)
                Text "!" (7, 0, 1, 1)
                """)
        let view = HeadlessHost(Text("Hello").overlay(Text("X"), alignment: .leading), width: 9, height: 1)
        #expect(view.frame(of: "X") == rect(2, 0, 1, 1))
    }

    @Test func backgroundIsDrawnBehindTheContent() {
        let host = HeadlessHost(Text("Hi").padding(1).background(.red), width: 10, height: 5)
        #expect(
            host.dump == """
                Rectangle (3, 1, 4, 3)
                Text "Hi" (4, 2, 2, 1)
                """)
        #expect(
            host.backend.widgets.first?.content as? ResolvedShape
                == ResolvedShape(
                    path: Path(CGRect(x: 0, y: 0, width: 4, height: 3)), color: .red, shapeName: "Rectangle"))
    }

    @Test func aColorStyleLayerDrawsAsTheRectangleFilledWithIt() {
        // A colour style is layered as the `Color` view: drawn exactly as a filled rectangle.
        let styled = TerminalHost(
            Text("Hi").padding(1).background(.red).overlay(Color.blue.opacity(0.5), ignoresSafeAreaEdges: []),
            width: 10, height: 5)
        let filled = TerminalHost(
            Text("Hi").padding(1).background { Rectangle().fill(Color.red).ignoresSafeArea() }
                .overlay { Rectangle().fill(Color.blue.opacity(0.5)) },
            width: 10, height: 5)
        #expect(styled.buffer == filled.buffer)
        let shapes = { (host: HeadlessHost) in host.backend.widgets.map { $0.content as? ResolvedShape } }
        #expect(
            shapes(
                HeadlessHost(
                    Text("Hi").padding(1).background(.red, ignoresSafeAreaEdges: .top), width: 10, height: 5))
                == shapes(
                    HeadlessHost(
                        Text("Hi").padding(1).background {
                            Rectangle().fill(Color.red).ignoresSafeArea(edges: .top)
                        },
                        width: 10, height: 5)))
    }

    @Test func backgroundViewsAndShapes() {
        let host = HeadlessHost(
            Text("Tag").background(alignment: .leading) { Color.green.frame(width: 1) }, width: 9, height: 1)
        #expect(
            host.dump == """
                Rectangle (3, 0, 1, 1)
                Text "Tag" (3, 0, 3, 1)
                """)
        let shape = HeadlessHost(Text("Tag").background(.blue, in: Capsule()), width: 9, height: 1)
        let capsule = shape.backend.widgets.first?.content as? ResolvedShape
        #expect(capsule?.kind == "Capsule" && capsule?.fill == .blue)
        #expect(shape.backend.widgets.first?.absoluteFrame == rect(3, 0, 3, 1))
    }

    @Test func borderStrokesTheFrame() {
        let host = HeadlessHost(Text("Hi").padding(1).border(.gray), width: 10, height: 5)
        #expect(
            host.dump == """
                Text "Hi" (4, 2, 2, 1)
                Rectangle (3, 1, 4, 3)
                """)
        let border = host.backend.widgets.last?.content as? ResolvedShape
        #expect(border?.stroke == .gray && border?.strokeStyle == StrokeStyle(lineWidth: 1))
        // Inside the frame: half a unit in (a cell is two units tall).
        #expect(border?.path == Path(CGRect(x: 0.5, y: 0.25, width: 3, height: 2.5)))
    }

    @Test func changingTheLayerUpdatesOnlyItsWidget() {
        struct Highlight: View {
            @State var on = false
            var body: some View {
                Button("Go") { on = true }.background(on ? Color.yellow : Color.clear)
            }
        }
        let host = HeadlessHost(Highlight())
        host.widgets(kind: "Button").first?.send(.activate)
        let counters = host.flush()
        #expect((host.backend.widgets.first?.content as? ResolvedShape)?.fill == .yellow)
        #expect(counters.widgetsUpdated == 1)
        #expect(counters.framesChanged == 0)
    }
}
