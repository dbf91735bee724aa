import FacetTerminal
import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@_spi(Backend) @testable import FacetUICore

/// The geometry effects: the transform each hands to the backend, layout left unchanged,
/// and the terminal's resampling of the drawn cells.
@MainActor @Suite struct TransformEffectModifierTests {
    private func effect(in host: HeadlessHost) -> GraphicalEffect? {
        (host.widgets(kind: "Effect").first?.content as? EffectContent)?.effect
    }

    @Test func scaleIsAboutTheAnchorAtTheViewsSize() {
        let host = HeadlessHost(Color.red.frame(width: 4, height: 2).scaleEffect(2), width: 4, height: 2)
        // Scaling by 2 about the centre (2, 1): x ↦ 2x − 2, y ↦ 2y − 1.
        #expect(
            effect(in: host)
                == .transform(ProjectionTransform(CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: -2, ty: -1))))
        let leading = HeadlessHost(
            Color.red.frame(width: 4, height: 2).scaleEffect(x: 3, y: 1, anchor: .leading), width: 4,
            height: 2)
        #expect(
            effect(in: leading)
                == .transform(ProjectionTransform(CGAffineTransform(a: 3, b: 0, c: 0, d: 1, tx: 0, ty: 0))))
    }

    @Test func allScaleFormsMakeTheSameEffect() {
        let size = CGSize(width: 6, height: 2)
        let uniform = _ScaleEffect(scale: CGSize(width: 2, height: 2))
        #expect(
            uniform.effectValue(size: size)
                == _ScaleEffect(scale: CGSize(width: 2, height: 2)).effectValue(size: size))
        let point = CGPoint(x: 6, y: 2).applying(uniform.effectValue(size: size))
        #expect(point == CGPoint(x: 9, y: 3))
    }

    @Test func rotationTurnsClockwiseOnScreenAboutTheAnchor() {
        let t = _RotationEffect(angle: .degrees(90), anchor: .topLeading).effectValue(
            size: CGSize(width: 4, height: 2))
        let p = CGPoint(x: 4, y: 0).applying(t)
        #expect(abs(p.x) < 1e-9 && abs(p.y - 4) < 1e-9)
        let centred = _RotationEffect(angle: .degrees(180)).effectValue(size: CGSize(width: 4, height: 2))
        let q = CGPoint(x: 0, y: 0).applying(centred)
        #expect(abs(q.x - 4) < 1e-9 && abs(q.y - 2) < 1e-9)
    }

    @Test func rotation3DProjectsInPerspective() {
        let size = CGSize(width: 10, height: 10)
        // Half a turn about y without perspective mirrors the view about its centre.
        let flip = _Rotation3DEffect(angle: .degrees(180), axis: (0, 1, 0), perspective: 0).effectValue(
            size: size)
        let mirrored = CGPoint(x: 2, y: 3).applying(flip)
        #expect(abs(mirrored.x - 8) < 1e-9 && abs(mirrored.y - 3) < 1e-9)
        // A quarter turn about y, the viewer 10 away: the view is seen edge on at x = 5, its
        // leading edge (come nearer) larger than its trailing edge.
        let edgeOn = _Rotation3DEffect(angle: .degrees(90), axis: (0, 1, 0)).effectValue(size: size)
        let near = CGPoint(x: 0, y: 0).applying(edgeOn)
        let far = CGPoint(x: 10, y: 0).applying(edgeOn)
        #expect(abs(near.x - 5) < 1e-9 && abs(near.y - -5) < 1e-9)
        #expect(abs(far.x - 5) < 1e-9 && abs(far.y - 5 / 3) < 1e-9)
        #expect(!edgeOn.isAffine)
        // No rotation is the identity, whatever the perspective.
        #expect(_Rotation3DEffect(angle: .zero, axis: (1, 0, 0)).effectValue(size: size).isIdentity)
    }

    @Test func transformAndProjectionEffectsAreAboutTheOrigin() {
        let shear = CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)
        let host = HeadlessHost(Text("ab").transformEffect(shear))
        #expect(effect(in: host) == .transform(ProjectionTransform(shear)))
        var projection = ProjectionTransform()
        projection.m13 = 0.1
        let projected = HeadlessHost(Text("ab").projectionEffect(projection))
        #expect(effect(in: projected) == .transform(projection))
    }

    @Test func aCustomGeometryEffectIsDrawnWithItsTransform() {
        struct Lift: GeometryEffect {
            var height: CGFloat
            nonisolated var animatableData: CGFloat {
                get { height }
                set { height = newValue }
            }
            func effectValue(size: CGSize) -> ProjectionTransform {
                ProjectionTransform(CGAffineTransform(translationX: 0, y: -height * size.height))
            }
        }
        let host = HeadlessHost(
            Color.red.frame(width: 2, height: 3).modifier(Lift(height: 1)), width: 2, height: 3)
        #expect(
            effect(in: host) == .transform(ProjectionTransform(CGAffineTransform(translationX: 0, y: -3))))
    }

    @Test func layoutIsUnchanged() {
        let plain = HeadlessHost(
            HStack {
                Text("a"); Text("b")
            })
        let scaled = HeadlessHost(
            HStack {
                Text("a").scaleEffect(3).rotationEffect(.degrees(30)); Text("b")
            })
        #expect(scaled.frame(of: "b") == plain.frame(of: "b"))
        #expect(scaled.frame(of: "a") == plain.frame(of: "a"))
    }

    @Test func changingAScaleUpdatesOneWidgetAndNoLayout() {
        struct Grower: View {
            @State var scale: CGFloat = 1
            var body: some View {
                VStack {
                    Text("Big").scaleEffect(scale)
                    Button("Grow") { scale = 2 }
                }
            }
        }
        let host = HeadlessHost(Grower())
        host.widgets(kind: "Button").first?.send(.activate)
        let counters = host.flush()
        #expect(
            effect(in: host)
                == .transform(
                    ProjectionTransform(CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: -1.5, ty: -0.5))))
        #expect(counters.widgetsUpdated == 1)
        #expect(counters.framesChanged == 0)
    }

    @Test func terminalScalesTheDrawnCells() {
        let host = TerminalHost(Text("ab").scaleEffect(x: 2, y: 1, anchor: .leading), width: 6, height: 1)
        // "ab" is at columns 2 and 3; doubled from its leading edge, it covers 2 to 5.
        #expect(host.screen == "  aabb")
        let shrunk = TerminalHost(Text("ab").scaleEffect(0), width: 6, height: 1)
        #expect(shrunk.screen == "")
    }

    @Test func terminalRotatesTheDrawnCells() {
        let host = TerminalHost(Text("abc").rotationEffect(.degrees(90)), width: 5, height: 5)
        // "abc" (columns 1 to 3 of row 2) turned a quarter clockwise about its centre
        // stands in column 2, from row 1 to 3.
        #expect(host.screen == "\n  a\n  b\n  c")
        let upsideDown = TerminalHost(Text("abc").rotationEffect(.degrees(180)), width: 5, height: 1)
        #expect(upsideDown.screen == " cba")
    }

    @Test func terminalKeepsWhatIsBehindWhereTheViewMovedAway() {
        let view = ZStack(alignment: .leading) {
            Text("......")
            Text("ab").offset(x: 1).transformEffect(CGAffineTransform(translationX: 3, y: 0))
        }
        let host = TerminalHost(view, width: 6, height: 1)
        #expect(host.screen == "....ab")
    }

    @Test func terminalMovesEveryCellTheViewDrewEvenWhereItMatchesWhatIsBehind() {
        // "at" drawn over "xat" at the same place, then moved one cell right: its "a" and "t"
        // match what is behind them before the move, and must move all the same.
        let view = ZStack(alignment: .leading) {
            Text("xat")
            Text("at").offset(x: 1).transformEffect(CGAffineTransform(translationX: 2, y: 0))
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        let host = TerminalHost(view, width: 5, height: 1)
        #expect(host.screen == "xatat")
    }
}
