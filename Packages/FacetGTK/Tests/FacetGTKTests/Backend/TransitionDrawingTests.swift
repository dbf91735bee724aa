import CGTK
@_spi(Backend) import FacetGTK
import FacetTestSupport
import FacetUI
@_spi(Inspection) import FacetUICore
import Foundation
import Testing

@Observable @MainActor private final class Shown {
    var isShown = false
}

private struct Sliding: View {
    let model: Shown
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.white
            if model.isShown {
                Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20).transition(.offset(x: 60))
            }
        }
    }
}

/// Transitions in a GTK window, frame by frame from GTK's frame clock: pixels of the window.
@MainActor @Suite(.gtkAvailable)
struct TransitionDrawingTests {
    private let red: UInt32 = 0xFFFF_0000

    /// The left edge of the red square in the window's tenth row, `nil` when none is drawn:
    /// the window as drawn now (`renderWindow()` would wait for the animation to settle).
    private func squareX(_ host: GTKHost) throws -> Int? {
        let image = try WidgetSnapshot(of: host.backend.rootFrame)
        return (0..<image.width).first { image.pixels[10 * image.width + $0] == red }
    }

    @Test func anInsertedViewSlidesInAndARemovedOneOutBeforeItGoes() throws {
        let model = Shown()
        let host = GTKHost(Sliding(model: model), size: CGSize(width: 100, height: 100))
        #expect(host.present())
        _ = try host.renderWindow()
        #expect(try squareX(host) == nil)

        withAnimation(.linear(duration: 2)) { model.isShown = true }
        host.flush()
        #expect(GTK.run(until: { host.backend.frames.ticks >= 3 }))
        let midway = try #require(try squareX(host), "the inserted square is drawn")
        #expect(midway > 0 && midway < 60, "mid-way between 60 and 0, at \(midway)")
        #expect(GTK.run(until: { host.graph.runningAnimationCount == 0 }))
        #expect(try squareX(host) == 0)

        withAnimation(.linear(duration: 2)) { model.isShown = false }
        host.flush()
        let ticks = host.backend.frames.ticks
        #expect(GTK.run(until: { host.backend.frames.ticks >= ticks + 3 }))
        let leaving = try #require(try squareX(host), "the removed square is still drawn")
        #expect(leaving > 0 && leaving < 60, "moving out, at \(leaving)")
        #expect(GTK.run(until: { host.graph.runningAnimationCount == 0 }))
        host.flush()
        #expect(try squareX(host) == nil, "gone once its transition ended")
        #expect(!host.backend.frames.isTicking)
    }
}
