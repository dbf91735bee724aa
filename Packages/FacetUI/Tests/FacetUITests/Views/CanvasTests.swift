import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI

/// The display list a canvas's renderer records, and when the renderer runs.
@MainActor @Suite struct CanvasTests {
    /// Counts renderer runs.
    final class Runs { var count = 0 }

    private func displayList(_ view: some View, width: CGFloat = 10, height: CGFloat = 3) throws
        -> CanvasDisplayList
    {
        let host = HeadlessHost(view, width: width, height: height)
        return try host.content(CanvasDisplayList.self, kind: "Canvas")
    }

    @Test func fillAndStrokeAreRecordedWithTheTransformApplied() throws {
        let list = try displayList(
            Canvas { context, _ in
                context.translateBy(x: 2, y: 1)
                context.fill(Path(CGRect(x: 0, y: 0, width: 3, height: 2)), with: .color(.red))
                context.scaleBy(x: 2, y: 2)
                context.stroke(
                    Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.blue), lineWidth: 1)
            })
        #expect(list.size == CGSize(width: 10, height: 6))
        #expect(list.items.count == 2)
        #expect(
            list.items[0].command
                == .fill(Path(CGRect(x: 2, y: 1, width: 3, height: 2)), .color(.red), FillStyle()))
        #expect(
            list.items[1].command
                == .stroke(
                    Path(CGRect(x: 2, y: 1, width: 2, height: 2)), .color(.blue), StrokeStyle(lineWidth: 2)))
    }

    @Test func stateOpacityClipsAndFiltersAreRecorded() throws {
        let list = try displayList(
            Canvas { context, _ in
                context.opacity = 0.5
                context.clip(to: Path(CGRect(x: 0, y: 0, width: 5, height: 5)), options: .inverse)
                context.addFilter(.blur(radius: 2))
                context.addFilter(.colorMultiply(Color(red: 1, green: 0, blue: 0)))
                context.blendMode = .multiply
                context.fill(
                    Path(CGRect(x: 0, y: 0, width: 1, height: 1)),
                    with: .color(Color(red: 1, green: 1, blue: 1)))
            })
        let item = try #require(list.items.first)
        #expect(item.opacity == 0.5)
        #expect(item.blendMode == .multiply)
        #expect(
            item.clips == [
                CanvasDisplayList.Clip(path: Path(CGRect(x: 0, y: 0, width: 5, height: 5)), isInverse: true)
            ])
        #expect(item.filters == [.blur(radius: 2, isOpaque: false)])
        #expect(
            item.command
                == .fill(
                    Path(CGRect(x: 0, y: 0, width: 1, height: 1)),
                    .color(Color(red: 1, green: 0, blue: 0, opacity: 0.5)), FillStyle()))
    }

    @Test func gradientsAreResolvedInCanvasUnits() throws {
        let gradient = Gradient(colors: [.red, .blue])
        let list = try displayList(
            Canvas { context, _ in
                context.translateBy(x: 1, y: 0)
                context.fill(
                    Path(CGRect(x: 0, y: 0, width: 4, height: 4)),
                    with: .linearGradient(gradient, startPoint: .zero, endPoint: CGPoint(x: 4, y: 0)))
            })
        guard case .fill(_, .gradient(let resolved), _) = try #require(list.items.first).command else {
            Issue.record("not a gradient fill")
            return
        }
        #expect(resolved.geometry == .linear(start: CGPoint(x: 1, y: 0), end: CGPoint(x: 5, y: 0)))
        #expect(resolved.gradient == gradient)
    }

    @Test func textIsMeasuredAndPlacedByItsAnchor() throws {
        var measured = CGSize.zero
        let list = try displayList(
            Canvas { context, size in
                let text = context.resolve(Text("abcd"))
                measured = text.measure(in: size)
                context.draw(text, at: CGPoint(x: 5, y: 3), anchor: .center)
            })
        // Four cells wide, one row (two canvas units) tall.
        #expect(measured == CGSize(width: 4, height: 2))
        guard case .text(let text, let rect) = try #require(list.items.first).command else {
            Issue.record("not text")
            return
        }
        #expect(text.string == "abcd")
        #expect(rect == CGRect(x: 3, y: 2, width: 4, height: 2))
    }

    @Test func drawLayerSharesTheStateAndLeavesTheContextUnchanged() throws {
        let list = try displayList(
            Canvas { context, _ in
                context.drawLayer { layer in
                    layer.translateBy(x: 1, y: 1)
                    layer.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.red))
                }
                context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.red))
            })
        #expect(
            list.items.map(\.command) == [
                .fill(Path(CGRect(x: 1, y: 1, width: 1, height: 1)), .color(.red), FillStyle()),
                .fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), .color(.red), FillStyle()),
            ])
    }

    @Test func theForegroundShadingIsTheEnvironmentsColour() throws {
        let list = try displayList(
            Canvas { context, _ in
                context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .foreground)
            }
            .foregroundStyle(.green))
        #expect(
            list.items.first?.command
                == .fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), .color(Color.green), FillStyle()))
    }

    struct Sketch: View {
        let runs: Runs
        var color: Color
        var body: some View {
            Canvas { context, size in
                runs.count += 1
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(color))
            }
        }
    }

    struct Screen: View {
        let runs: Runs
        @State var taps = 0
        @State var red = false
        @State var wide = false
        var body: some View {
            VStack {
                Button("Tap") { taps += 1 }
                Button("Red") { red = true }
                Button("Wide") { wide = true }
                Text("\(taps)")
                Sketch(runs: runs, color: red ? .red : .blue).frame(width: wide ? 8 : 4, height: 2)
            }
        }
    }

    @Test func theRendererRunsOnlyWhenTheCanvasInputsChange() throws {
        let runs = Runs()
        let host = HeadlessHost(Screen(runs: runs), width: 20, height: 8)
        #expect(runs.count == 1)
        host.send(.activate, toText: "Tap")
        host.flush()
        #expect(runs.count == 1)
        #expect(host.graph.lastTransaction.widgetsUpdated == 1)
        host.send(.activate, toText: "Red")
        host.flush()
        #expect(runs.count == 2)
        host.send(.activate, toText: "Wide")
        host.flush()
        #expect(runs.count == 3)
        let list = try host.content(CanvasDisplayList.self, kind: "Canvas")
        #expect(
            list.items.map(\.command) == [
                .fill(Path(CGRect(x: 0, y: 0, width: 8, height: 4)), .color(.red), FillStyle())
            ])
    }
}
