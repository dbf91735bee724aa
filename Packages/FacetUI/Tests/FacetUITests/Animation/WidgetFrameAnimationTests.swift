import FacetTestSupport
import Foundation
import Observation
import Testing

@_spi(Testing) @testable import FacetUI
@_spi(Backend) @_spi(Inspection) @_spi(Testing) @testable import FacetUICore

@Observable @MainActor private final class Model {
    var expanded = false
    var wide = false
    var count = 9
}

/// A row inserted above a text pushes it down.
private struct Pushed: View {
    let model: Model
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("top")
            if model.expanded { Text("extra").transition(.identity) }
            Text("bottom")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A bar whose frame changes width.
private struct Bar: View {
    let model: Model
    var body: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: model.wide ? 10 : 4, height: 1)
            Text("end")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A counter centred in its row: its text changes width.
private struct Centred: View {
    let model: Model
    var body: some View { Text("\(model.count) other") }
}

/// An animated change moves every widget it moves frame by frame (SwiftUI's geometry
/// animation); the nodes' frames are the new ones at once.
@MainActor @Suite struct WidgetFrameAnimationTests {
    private func colourFrame(in host: HeadlessHost) throws -> CGRect {
        try #require(host.backend.allWidgets.first { $0.content is ResolvedShape }).absoluteFrame
    }

    @Test func aViewPushedByAnInsertionMovesThere() throws {
        let model = Model()
        let host = HeadlessHost(Pushed(model: model), width: 20, height: 4)
        #expect(host.frame(of: "bottom")?.minY == 1)
        withAnimation(.linear(duration: 1)) { model.expanded = true }
        host.flush()
        #expect(host.frame(of: "bottom")?.minY == 1, "it starts where it was drawn")
        let node = try #require(host.node { ($0 as? TextNode)?.value.string == "bottom" })
        #expect(node.frame.minY == 2, "layout has the new frame at once")
        host.backend.clock.advance(by: 0.5)
        #expect(host.frame(of: "bottom")?.minY == 1.5)
        host.backend.clock.advance(by: 0.5)
        #expect(host.frame(of: "bottom")?.minY == 2)
        host.backend.clock.advance(by: 0.1)
        #expect(!host.backend.clock.isRequestingFrames, "an ended motion asks for no frame")
    }

    @Test func aFrameThatChangesWidthGrowsAndPushesWhatFollows() throws {
        let model = Model()
        let host = HeadlessHost(Bar(model: model), width: 20, height: 2)
        #expect(try colourFrame(in: host).width == 4)
        withAnimation(.linear(duration: 1)) { model.wide = true }
        host.flush()
        host.backend.clock.advance(by: 0.25)
        #expect(try colourFrame(in: host).width == 5.5)
        #expect(host.frame(of: "end")?.minX == 5.5)
        host.backend.clock.advance(by: 0.75)
        #expect(try colourFrame(in: host).width == 10)
        #expect(host.frame(of: "end")?.minX == 10)
    }

    @Test func aChangeWithoutAnimationMovesAtOnceAndEndsAMotion() throws {
        let model = Model()
        let host = HeadlessHost(Bar(model: model), width: 20, height: 2)
        model.wide = true
        host.flush()
        #expect(try colourFrame(in: host).width == 10)
        withAnimation(.linear(duration: 1)) { model.wide = false }
        host.flush()
        host.backend.clock.advance(by: 0.5)
        #expect(try colourFrame(in: host).width == 7)
        model.wide = true
        host.flush()
        #expect(try colourFrame(in: host).width == 10, "an unanimated change jumps")
        #expect(!host.backend.clock.isRequestingFrames)
    }

    @Test func aRetargetedMotionContinuesFromWhereTheWidgetIs() throws {
        let model = Model()
        let host = HeadlessHost(Bar(model: model), width: 20, height: 2)
        withAnimation(.linear(duration: 1)) { model.wide = true }
        host.flush()
        host.backend.clock.advance(by: 0.5)
        #expect(try colourFrame(in: host).width == 7)
        withAnimation(.linear(duration: 1)) { model.wide = false }
        host.flush()
        #expect(try colourFrame(in: host).width == 7, "no jump when the target changes")
        host.backend.clock.advance(by: 1)
        #expect(try colourFrame(in: host).width == 4)
    }

    @Test func aTextWhoseContentChangesTakesItsNewSizeAndMovesItsOrigin() throws {
        let model = Model()
        let host = HeadlessHost(Centred(model: model), width: 20, height: 1)
        let before = try #require(host.frame(of: "9 other"))
        withAnimation(.linear(duration: 1)) { model.count = 10 }
        host.flush()
        let start = try #require(host.frame(of: "10 other"))
        #expect(start.width == 8, "the content is drawn at its new size at once")
        #expect(start.minX == before.minX)
        host.backend.clock.advance(by: 1)
        #expect(host.frame(of: "10 other")?.minX == 6)
    }

    @Test func eachFrameMovesOnlyTheMovingWidgets() throws {
        let model = Model()
        let host = HeadlessHost(Pushed(model: model), width: 20, height: 4)
        withAnimation(.linear(duration: 1)) { model.expanded = true }
        host.flush()
        host.backend.clock.advance(by: 0.5)
        let frame = host.graph.lastTransaction
        #expect(frame.bodiesEvaluated == 0)
        #expect(frame.widgetsUpdated == 0)
        #expect(frame.framesChanged == 1, "only the pushed text moves")
    }

    @Test func theCompletionWaitsForTheMotion() throws {
        let model = Model()
        let host = HeadlessHost(Bar(model: model), width: 20, height: 2)
        var completed = 0
        withAnimation(.linear(duration: 1)) {
            model.wide = true
        } completion: {
            completed += 1
        }
        host.flush()
        host.backend.clock.advance(by: 0.5)
        #expect(completed == 0)
        host.backend.clock.advance(by: 0.6)
        #expect(completed == 1)
    }

    @Test func aFirstFrameIsNotAnimated() throws {
        let model = Model()
        model.expanded = false
        let host = HeadlessHost(Pushed(model: model), width: 20, height: 4)
        withAnimation(.linear(duration: 1)) { model.expanded = true }
        host.flush()
        #expect(host.frame(of: "extra")?.minY == 1, "an inserted view is drawn at its place")
    }
}
