import FacetTestSupport
import Foundation
import Observation
import Testing

@_spi(Testing) @testable import FacetUI
@_spi(Backend) @_spi(Inspection) @_spi(Testing) @testable import FacetUICore

@Observable @MainActor private final class Model {
    var shows = false
    var items = [1, 2]
}

private struct Plain: View {
    let model: Model
    var body: some View {
        VStack {
            Text("top")
            if model.shows { Text("x") }
        }
    }
}

/// A custom view with state, inserted without a transition.
private struct Card: View {
    @State private var taps = 0
    var body: some View {
        Button("card \(taps)") { taps += 1 }
    }
}

private struct Cards: View {
    let model: Model
    var body: some View {
        VStack {
            if model.shows { Card() }
        }
    }
}

private struct Rows: View {
    let model: Model
    var body: some View {
        VStack(spacing: 0) {
            ForEach(model.items, id: \.self) { Text("row \($0)") }
        }
    }
}

@MainActor @Suite struct DefaultTransitionTests {
    private func opacities(in host: HeadlessHost) -> [Double] {
        host.widgets(kind: "Container").compactMap { ($0.content as? ContainerContent)?.opacity }
    }

    @Test func aViewInsertedUnderAnAnimationFadesInAndOut() {
        let model = Model()
        let host = HeadlessHost(Plain(model: model), width: 20, height: 4)
        withAnimation(.linear(duration: 1)) { model.shows = true }
        host.flush()
        #expect(host.texts == ["top", "x"])
        #expect(opacities(in: host) == [0])
        host.backend.clock.advance(by: 0.5)
        #expect(opacities(in: host) == [0.5])
        host.backend.clock.advance(by: 0.5)
        #expect(opacities(in: host) == [1])
        withAnimation(.linear(duration: 1)) { model.shows = false }
        host.flush()
        host.backend.clock.advance(by: 0.25)
        #expect(host.texts == ["top", "x"], "the leaving view stays drawn during the fade")
        #expect(opacities(in: host) == [0.75])
        host.backend.clock.advance(by: 0.75)
        #expect(host.texts == ["top"])
        #expect(!host.backend.clock.isRequestingFrames)
    }

    @Test func withoutAnAnimationNothingIsAdded() {
        let model = Model()
        let host = HeadlessHost(Plain(model: model), width: 20, height: 4)
        model.shows = true
        host.flush()
        #expect(host.texts == ["top", "x"])
        #expect(host.widgets(kind: "Container").isEmpty)
    }

    @Test func aCustomViewFadesAndKeepsItsState() throws {
        let model = Model()
        let host = HeadlessHost(Cards(model: model), width: 20, height: 4)
        withAnimation(.linear(duration: 1)) { model.shows = true }
        host.flush()
        #expect(opacities(in: host) == [0])
        host.backend.clock.advance(by: 1)
        host.send(.activate, toText: "card 0")
        host.flush()
        #expect(host.texts == ["card 1"], "updates reach the view inside its fade")
        #expect(opacities(in: host) == [1])
    }

    @Test func insertedRowsFadeIn() {
        let model = Model()
        let host = HeadlessHost(Rows(model: model), width: 20, height: 4)
        withAnimation(.linear(duration: 1)) { model.items = [1, 2, 3] }
        host.flush()
        #expect(host.texts == ["row 1", "row 2", "row 3"])
        #expect(opacities(in: host) == [0], "only the new row")
        host.backend.clock.advance(by: 1)
        #expect(opacities(in: host) == [1])
    }
}
