import FacetTestSupport
import Foundation
import Observation
import Testing

@_spi(Testing) @testable import FacetUI
@_spi(Backend) @_spi(Inspection) @_spi(Testing) @testable import FacetUICore

@Observable @MainActor private final class Model {
    var atLeading = true
    var label = "a"
}

/// One "hero" view, at the leading end or at the trailing end of a row.
private struct Hero: View {
    let model: Model
    @Namespace private var ns
    var body: some View {
        HStack(spacing: 0) {
            if model.atLeading { Text("hero").matchedGeometryEffect(id: "hero", in: ns) }
            Spacer()
            Text(model.label)
            if !model.atLeading { Text("hero").matchedGeometryEffect(id: "hero", in: ns) }
        }
    }
}

/// A source and a view placed at it.
private struct Follower: View {
    let properties: MatchedGeometryProperties
    @Namespace private var ns
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("source!!").padding(.leading, 4).matchedGeometryEffect(id: 1, in: ns)
            Text("f").matchedGeometryEffect(id: 1, in: ns, properties: properties, isSource: false)
        }
    }
}

/// Reads its namespace's identifier into `seen` on each body.
private struct Reader: View {
    let model: Model
    let seen: Box
    @Namespace private var ns
    var body: some View {
        seen.ids.append(ns)
        return Text(model.label)
    }
}

@MainActor private final class Box {
    var ids: [Namespace.ID] = []
}

@MainActor @Suite struct MatchedGeometryEffectTests {
    private func transforms(in host: HeadlessHost) -> [CGAffineTransform] {
        host.widgets(kind: "Effect").compactMap { widget -> CGAffineTransform? in
            guard case .transform(let t) = (widget.content as? EffectContent)?.effect else { return nil }
            return CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m31, ty: t.m32)
        }
    }

    @Test func aNamespaceKeepsItsIdentifierAcrossUpdates() {
        let model = Model()
        let seen = Box()
        let host = HeadlessHost(VStack { Reader(model: model, seen: seen) }, width: 20, height: 2)
        model.label = "b"
        host.flush()
        #expect(seen.ids.count == 2)
        #expect(Set(seen.ids).count == 1, "the same view reads the same namespace")
        let other = Box()
        _ = HeadlessHost(Reader(model: model, seen: other), width: 20, height: 2)
        #expect(other.ids.first != seen.ids.first, "another view has another namespace")
        #expect(
            Namespace().wrappedValue != Namespace().wrappedValue, "outside a view, each matches nothing else")
    }

    @Test func theOptionSetHasSwiftUIsMembers() {
        #expect(MatchedGeometryProperties.frame == [.position, .size])
        #expect(!MatchedGeometryProperties.position.contains(.size))
    }

    @Test func aViewThatIsNotTheSourceIsDrawnAtTheSourcesFrame() throws {
        let host = HeadlessHost(Follower(properties: .frame), width: 20, height: 3)
        let own = try #require(host.frame(of: "f"))
        #expect(own.size == CGSize(width: 1, height: 1), "its layout is its own")
        let effects = transforms(in: host)
        #expect(effects.count == 2)
        // The source (padding and all) is 12 × 1 at (0, 0): the follower is moved up one row
        // and stretched to 12 columns.
        #expect(effects[0] == .identity, "the source is drawn where it is")
        #expect(effects[1] == CGAffineTransform(a: 12, b: 0, c: 0, d: 1, tx: 0, ty: -1))
    }

    @Test func positionMovesTheAnchorOntoTheSourcesAnchor() {
        let host = HeadlessHost(Follower(properties: .position), width: 20, height: 3)
        // The source's centre is at x = 6, y = 0.5; the follower's (1 wide) at 0.5, 1.5.
        #expect(transforms(in: host).last == CGAffineTransform(translationX: 5.5, y: -1))
    }

    @Test func anAnimatedSwapMovesTheInsertedViewFromTheRemovedOnesFrame() throws {
        let model = Model()
        let host = HeadlessHost(Hero(model: model), width: 20, height: 1)
        #expect(host.frame(of: "hero") == rect(0, 0, 4, 1))
        withAnimation(.linear(duration: 1)) { model.atLeading = false }
        host.flush()
        #expect(host.frame(of: "hero") == rect(16, 0, 4, 1), "laid out at its own place")
        #expect(
            transforms(in: host) == [CGAffineTransform(translationX: -16, y: 0)], "drawn at the old one's")
        host.backend.clock.advance(by: 0.25)
        #expect(transforms(in: host) == [CGAffineTransform(translationX: -12, y: 0)])
        let frame = host.graph.lastTransaction
        #expect(frame.bodiesEvaluated == 0)
        #expect(frame.layoutsComputed == 0)
        // The moving view's effect, and the default fade of a view inserted under an animation.
        #expect(frame.widgetsUpdated == 2, "only the inserted view's widgets change")
        let fades = host.widgets(kind: "Container").compactMap { ($0.content as? ContainerContent)?.opacity }
        #expect(fades == [0.25])
        host.backend.clock.advance(by: 0.25)
        #expect(transforms(in: host) == [CGAffineTransform(translationX: -8, y: 0)])
        host.backend.clock.advance(by: 0.5)
        #expect(transforms(in: host) == [.identity])
        #expect(host.graph.runningAnimationCount == 0)
        #expect(!host.backend.clock.isRequestingFrames)
    }

    @Test func aSwapWithoutAnimationJumps() {
        let model = Model()
        let host = HeadlessHost(Hero(model: model), width: 20, height: 1)
        model.atLeading = false
        host.flush()
        #expect(transforms(in: host) == [.identity])
        #expect(host.graph.runningAnimationCount == 0)
    }

    @Test func anUpdateDuringTheMoveKeepsItGoing() {
        let model = Model()
        let host = HeadlessHost(Hero(model: model), width: 20, height: 1)
        withAnimation(.linear(duration: 1)) { model.atLeading = false }
        host.flush()
        host.backend.clock.advance(by: 0.5)
        model.label = "b"
        host.flush()
        #expect(transforms(in: host) == [CGAffineTransform(translationX: -8, y: 0)])
        host.backend.clock.advance(by: 0.5)
        #expect(transforms(in: host) == [.identity])
    }
}
