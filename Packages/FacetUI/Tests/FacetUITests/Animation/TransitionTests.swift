import FacetTestSupport
import Foundation
import Observation
import Testing

@_spi(Testing) @testable import FacetUI
@_spi(Backend) @_spi(Inspection) @_spi(Testing) @testable import FacetUICore

@Observable @MainActor private final class Model {
    var shows = false
    var flag = true
    var items = [1, 2, 3]
    var page = 0
}

private struct Fades: View {
    let model: Model
    var body: some View {
        VStack {
            Text("top")
            if model.shows { Text("note").transition(.opacity) }
        }
    }
}

private struct Moves: View {
    let model: Model
    let transition: AnyTransition
    var body: some View {
        ZStack {
            if model.shows { Text("panel").transition(transition) }
        }
    }
}

/// Counts its own taps in `@State`: the branches of an `if`/`else` are two views.
private struct Counter: View {
    let label: String
    @State private var taps = 0
    var body: some View {
        Button("\(label) \(taps)") { taps += 1 }
    }
}

private struct Branches: View {
    let model: Model
    var body: some View {
        ZStack {
            if model.flag {
                Counter(label: "A").transition(.opacity)
            } else {
                Counter(label: "B").transition(.opacity)
            }
        }
    }
}

private struct Rows: View {
    let model: Model
    var body: some View {
        VStack(spacing: 0) {
            ForEach(model.items, id: \.self) { Text("row \($0)").transition(.slide) }
            Text("end")
        }
    }
}

private struct LeavingButton: View {
    let model: Model
    var body: some View {
        if model.shows { Button("Tap") { model.page += 1 }.transition(.opacity) }
    }
}

private struct Pages: View {
    let model: Model
    var body: some View {
        ZStack {
            Text("page \(model.page)").id(model.page).transition(.push(from: .bottom))
        }
    }
}

/// A transition of one's own, reading the phase's value.
private struct Tilt: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(x: phase.value * 10)
    }
}

@MainActor @Suite struct TransitionTests {
    private func opacities(in host: HeadlessHost) -> [Double] {
        host.widgets(kind: "Container").compactMap { ($0.content as? ContainerContent)?.opacity }
    }

    private func translations(in host: HeadlessHost) -> [CGFloat] {
        host.widgets(kind: "Effect").compactMap { widget -> CGFloat? in
            guard case .transform(let t) = (widget.content as? EffectContent)?.effect else { return nil }
            return t.m31 != 0 ? t.m31 : t.m32
        }
    }

    @Test func anAnimatedInsertionFadesIn() throws {
        let model = Model()
        let host = HeadlessHost(Fades(model: model), width: 20, height: 4)
        withAnimation(.linear(duration: 1)) { model.shows = true }
        host.flush()
        #expect(host.texts == ["top", "note"])
        #expect(opacities(in: host) == [0], "the inserted view starts from the transition's willAppear state")
        host.backend.clock.advance(by: 0.5)
        #expect(opacities(in: host) == [0.5])
        host.backend.clock.advance(by: 0.5)
        #expect(opacities(in: host) == [1])
        #expect(host.graph.runningAnimationCount == 0)
    }

    @Test func anAnimatedRemovalKeepsTheViewUntilItsTransitionEnds() throws {
        let model = Model()
        model.shows = true
        let host = HeadlessHost(Fades(model: model), width: 20, height: 4)
        let place = try #require(host.frame(of: "note"))
        withAnimation(.linear(duration: 1)) { model.shows = false }
        host.flush()
        #expect(host.texts == ["top", "note"], "the removed view is still drawn")
        #expect(host.frame(of: "note") == place, "at its place")
        let leaving = host.node { ($0.view as? Text)?.string == "note" }
        #expect(leaving == nil, "but it is no longer part of the hierarchy")
        host.backend.clock.advance(by: 0.75)
        #expect(opacities(in: host) == [0.25])
        #expect(host.texts == ["top", "note"])
        host.backend.clock.advance(by: 0.25)
        #expect(host.texts == ["top"], "gone when its transition ends")
        #expect(host.widgets(kind: "Container").isEmpty)
        #expect(!host.backend.clock.isRequestingFrames)
    }

    @Test func withoutAnAnimationViewsComeAndGoAtOnce() throws {
        let model = Model()
        let host = HeadlessHost(Fades(model: model), width: 20, height: 4)
        model.shows = true
        host.flush()
        #expect(opacities(in: host) == [1])
        model.shows = false
        host.flush()
        #expect(host.texts == ["top"])
        #expect(host.graph.runningAnimationCount == 0)
    }

    @Test func aTransitionsOwnAnimationRunsWithoutWithAnimation() throws {
        let model = Model()
        let host = HeadlessHost(
            Moves(model: model, transition: .opacity.animation(.linear(duration: 2))), width: 20, height: 4)
        model.shows = true
        host.flush()
        host.backend.clock.advance(by: 0.5)
        #expect(opacities(in: host) == [0.25])
        model.shows = false
        host.flush()
        host.backend.clock.advance(by: 1)
        // The removal starts from 0.25 (then 0.5 of the insertion has run) and adds its -1 over 2 s.
        #expect(host.texts == ["panel"])
        host.backend.clock.advance(by: 1.5)
        #expect(host.texts.isEmpty)
    }

    @Test func moveOffsetsByTheViewsOwnSize() throws {
        let model = Model()
        let host = HeadlessHost(Moves(model: model, transition: .move(edge: .leading)), width: 20, height: 4)
        withAnimation(.linear(duration: 1)) { model.shows = true }
        host.flush()
        // "panel" is 5 cells wide: it starts one width to the leading side.
        #expect(translations(in: host) == [-5])
        host.backend.clock.advance(by: 0.4)
        #expect(translations(in: host) == [-3])
        host.backend.clock.advance(by: 0.6)
        #expect(translations(in: host).allSatisfy { $0 == 0 })
    }

    @Test func slideComesFromTheLeadingEdgeAndLeavesByTheTrailingOne() throws {
        let model = Model()
        let host = HeadlessHost(Moves(model: model, transition: .slide), width: 20, height: 4)
        withAnimation(.linear(duration: 1)) { model.shows = true }
        host.flush()
        #expect(translations(in: host) == [-5])
        host.backend.clock.advance(by: 1)
        withAnimation(.linear(duration: 1)) { model.shows = false }
        host.flush()
        host.backend.clock.advance(by: 0.6)
        let moved = try #require(translations(in: host).first)
        #expect(abs(moved - 3) < 1e-9, "towards the trailing edge")
    }

    @Test func asymmetricUsesOneTransitionEachWay() throws {
        let model = Model()
        let transition = AnyTransition.asymmetric(insertion: .opacity, removal: .offset(x: 10))
        let host = HeadlessHost(Moves(model: model, transition: transition), width: 20, height: 4)
        withAnimation(.linear(duration: 1)) { model.shows = true }
        host.flush()
        host.backend.clock.advance(by: 0.5)
        #expect(opacities(in: host) == [0.5])
        let start = try #require(host.frame(of: "panel"))
        host.backend.clock.advance(by: 0.5)
        withAnimation(.linear(duration: 1)) { model.shows = false }
        host.flush()
        host.backend.clock.advance(by: 0.5)
        #expect(opacities(in: host) == [1], "the removal does not fade")
        #expect(host.frame(of: "panel")?.minX == start.minX + 5, "it moves")
    }

    @Test func combinedTransitionsBothApply() throws {
        let model = Model()
        let host = HeadlessHost(
            Moves(model: model, transition: .opacity.combined(with: .offset(y: 2))), width: 20, height: 4)
        let rest = try #require(HeadlessHost(Text("panel"), width: 20, height: 4).frame(of: "panel"))
        withAnimation(.linear(duration: 1)) { model.shows = true }
        host.flush()
        host.backend.clock.advance(by: 0.5)
        #expect(opacities(in: host) == [0.5])
        #expect(host.frame(of: "panel")?.minY == rest.minY + 1)
    }

    @Test func theBranchesOfAnIfElseAreTwoViewsThatCrossFade() throws {
        let model = Model()
        let host = HeadlessHost(Branches(model: model), width: 20, height: 4)
        host.send(.activate, toText: "A 0")
        host.flush()
        #expect(host.texts == ["A 1"])
        withAnimation(.linear(duration: 1)) { model.flag = false }
        host.flush()
        #expect(Set(host.texts) == ["A 1", "B 0"], "the other branch has its own state; both show")
        host.backend.clock.advance(by: 0.5)
        #expect(opacities(in: host).sorted() == [0.5, 0.5])
        host.backend.clock.advance(by: 0.5)
        #expect(host.texts == ["B 0"])
        withAnimation(.linear(duration: 1)) { model.flag = true }
        host.flush()
        host.backend.clock.advance(by: 1)
        #expect(host.texts == ["A 0"], "a branch shown again is a new view")
    }

    @Test func aRemovedRowKeepsItsPlaceUntilItHasSlidOut() throws {
        let model = Model()
        let host = HeadlessHost(Rows(model: model), width: 20, height: 6)
        let end = try #require(host.frame(of: "end"))
        withAnimation(.linear(duration: 1)) { model.items = [1, 3] }
        host.flush()
        #expect(host.texts == ["row 1", "row 2", "row 3", "end"])
        #expect(host.frame(of: "end") == end, "the leaving row still takes its space")
        let first = try #require(host.frame(of: "row 1"))
        #expect(host.frame(of: "row 3")?.minY == first.minY + 2)
        host.backend.clock.advance(by: 1)
        #expect(host.texts == ["row 1", "row 3", "end"])
        let closed = try #require(host.frame(of: "row 1"))
        #expect(host.frame(of: "row 3")?.minY == closed.minY + 1, "the gap closes once it has gone")
        withAnimation(.linear(duration: 1)) { model.items = [1, 2, 3] }
        host.flush()
        #expect(translations(in: host).contains(-5), "an inserted row slides in from the leading edge")
    }

    @Test func aNewIdentityPushesTheOldViewOut() throws {
        let model = Model()
        let host = HeadlessHost(Pages(model: model), width: 20, height: 4)
        withAnimation(.linear(duration: 1)) { model.page = 1 }
        host.flush()
        #expect(Set(host.texts) == ["page 0", "page 1"])
        host.backend.clock.advance(by: 0.5)
        #expect(
            Set(translations(in: host)) == [-0.5, 0.5], "the old page moves up, the new one comes from below")
        host.backend.clock.advance(by: 0.5)
        #expect(host.texts == ["page 1"])
    }

    @Test func aCustomTransitionSeesEachPhase() throws {
        let model = Model()
        let host = HeadlessHost(Moves(model: model, transition: AnyTransition(Tilt())), width: 20, height: 4)
        let rest = try #require(
            HeadlessHost(Text("panel"), width: 20, height: 4).frame(of: "panel"))
        withAnimation(.linear(duration: 1)) { model.shows = true }
        host.flush()
        #expect(host.frame(of: "panel")?.minX == rest.minX - 10, "willAppear is -1")
        host.backend.clock.advance(by: 1)
        #expect(host.frame(of: "panel")?.minX == rest.minX)
        withAnimation(.linear(duration: 1)) { model.shows = false }
        host.flush()
        host.backend.clock.advance(by: 0.5)
        #expect(host.frame(of: "panel")?.minX == rest.minX + 5, "didDisappear is 1")
    }

    @Test func aCompletionWaitsForTheRemovalTransition() {
        let model = Model()
        model.shows = true
        let host = HeadlessHost(Fades(model: model), width: 20, height: 4)
        var runs = 0
        withAnimation(.linear(duration: 1)) {
            model.shows = false
        } completion: {
            runs += 1
        }
        host.flush()
        host.backend.clock.advance(by: 0.5)
        #expect(runs == 0)
        host.backend.clock.advance(by: 0.5)
        #expect(runs == 1)
        #expect(host.texts == ["top"])
    }

    @Test func aViewShownAgainWhileLeavingIsANewOne() {
        let model = Model()
        model.shows = true
        let host = HeadlessHost(Fades(model: model), width: 20, height: 4)
        withAnimation(.linear(duration: 1)) { model.shows = false }
        host.flush()
        host.backend.clock.advance(by: 0.5)
        withAnimation(.linear(duration: 1)) { model.shows = true }
        host.flush()
        #expect(host.texts == ["top", "note", "note"], "the leaving one and the new one")
        host.backend.clock.advance(by: 0.5)
        #expect(host.texts == ["top", "note"])
        host.backend.clock.advance(by: 0.5)
        #expect(opacities(in: host) == [1])
    }

    @Test func aLeavingViewTakesNoInput() throws {
        let model = Model()
        model.shows = true
        let host = HeadlessHost(LeavingButton(model: model), width: 20, height: 4)
        let place = try #require(host.frame(of: "Tap"))
        let point = CGPoint(x: place.midX, y: place.midY)
        #expect(host.graph.hitTest(point) != nil, "shown, the button is hit")
        withAnimation(.linear(duration: 1)) { model.shows = false }
        host.flush()
        #expect(host.texts == ["Tap"], "leaving, it is drawn")
        #expect(host.graph.hitTest(point) == nil, "but not hit")
        _ = host.pointer(.down, point.x, point.y)
        _ = host.pointer(.up, point.x, point.y)
        #expect(model.page == 0, "a click on it does nothing")
    }

    @Test func phaseValues() {
        #expect(TransitionPhase.willAppear.value == -1)
        #expect(TransitionPhase.identity.value == 0)
        #expect(TransitionPhase.didDisappear.value == 1)
        #expect(TransitionPhase.identity.isIdentity && !TransitionPhase.willAppear.isIdentity)
        #expect(!OpacityTransition.properties.hasMotion && SlideTransition.properties.hasMotion)
    }
}
