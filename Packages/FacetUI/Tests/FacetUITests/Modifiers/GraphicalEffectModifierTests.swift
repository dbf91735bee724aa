import FacetTerminal
import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@_spi(Backend) @testable import FacetUICore

/// The graphical effects: what they hand to the backend, and how the terminal draws them.
@MainActor @Suite struct GraphicalEffectModifierTests {
    /// The colour a cell of `view` drawn on a terminal of `width` × `height` shows (a
    /// colour is drawn as blocks in its foreground colour).
    private func background<V: View>(of view: V, width: Int = 4, height: Int = 1, at x: Int = 0, _ y: Int = 0)
        -> TerminalColor
    {
        paint(TerminalHost(view, width: width, height: height).buffer[x, y])
    }

    private func paint(_ cell: Cell) -> TerminalColor {
        cell.character == "█" ? cell.style.foreground : cell.style.background
    }

    private func swatch(_ r: Double, _ g: Double, _ b: Double) -> some View {
        Color(red: r, green: g, blue: b).frame(width: 4, height: 1)
    }

    @Test func colourEffectsMapTheDrawnColours() {
        #expect(background(of: swatch(1, 0, 0).colorInvert()) == .rgb(0, 255, 255))
        #expect(background(of: swatch(0.2, 0.2, 0.2).brightness(0.5)) == .rgb(179, 179, 179))
        #expect(background(of: swatch(1, 1, 1).contrast(0.5)) == .rgb(191, 191, 191))
        #expect(background(of: swatch(0, 0, 1).saturation(0)) == .rgb(18, 18, 18))
        #expect(background(of: swatch(1, 0, 0).grayscale(1)) == .rgb(54, 54, 54))
        // CSS hue-rotate(180deg) of pure red.
        #expect(background(of: swatch(1, 0, 0).hueRotation(.degrees(180))) == .rgb(0, 109, 109))
        #expect(
            background(of: swatch(1, 1, 1).colorMultiply(Color(red: 0.5, green: 1, blue: 1)))
                == .rgb(128, 255, 255))
        #expect(background(of: swatch(1, 1, 1).luminanceToAlpha()) == .rgb(0, 0, 0))
        // Black has no luminance: fully transparent, so the terminal's own colour shows.
        #expect(background(of: swatch(0, 0, 0).luminanceToAlpha()) == .default)
    }

    @Test func colourEffectsChangeOnlyTheCellsTheViewDraws() {
        let view = ZStack {
            Color(red: 0, green: 0, blue: 1)
            Text("Hi").foregroundStyle(Color(red: 1, green: 1, blue: 0.5)).colorInvert()
        }
        let host = TerminalHost(view, width: 4, height: 1)
        #expect(host.screen == "█Hi█")
        #expect(host.buffer[1, 0].style.foreground == .rgb(0, 0, 127))
        // The colour around the text is not the view's: it keeps its blue.
        #expect(paint(host.buffer[0, 0]) == .rgb(0, 0, 255))
        #expect(paint(host.buffer[3, 0]) == .rgb(0, 0, 255))
    }

    @Test func blurDimsOrHidesText() {
        let light = TerminalHost(Text("Hi").blur(radius: 0.5), width: 2, height: 1)
        #expect(light.screen == "Hi")
        #expect(light.buffer[0, 0].style.dim)
        let heavy = TerminalHost(Text("Hi").blur(radius: 3), width: 2, height: 1)
        #expect(heavy.screen == "░░")
        let none = TerminalHost(Text("Hi").blur(radius: 0), width: 2, height: 1)
        #expect(none.screen == "Hi" && !none.buffer[0, 0].style.dim)
    }

    @Test func shadowShadesTheOffsetCellsBehindTheContent() {
        let view = ZStack(alignment: .topLeading) {
            Color(red: 1, green: 1, blue: 1)
            Color(red: 1, green: 0, blue: 0).frame(width: 2, height: 1)
                .shadow(color: Color(white: 0, opacity: 0.5), radius: 0, x: 1, y: 1)
        }
        let host = TerminalHost(view, width: 4, height: 3)
        let shaded = TerminalColor.rgb(128, 128, 128)
        #expect(paint(host.buffer[0, 0]) == .rgb(255, 0, 0))
        #expect(paint(host.buffer[1, 0]) == .rgb(255, 0, 0))
        #expect(paint(host.buffer[2, 0]) == .rgb(255, 255, 255))
        #expect(paint(host.buffer[0, 1]) == .rgb(255, 255, 255))
        #expect(paint(host.buffer[1, 1]) == shaded)
        #expect(paint(host.buffer[2, 1]) == shaded)
        #expect(paint(host.buffer[3, 1]) == .rgb(255, 255, 255))
    }

    @Test func blendModeCombinesWithWhatIsBehind() {
        func blended(_ mode: BlendMode) -> TerminalColor {
            background(
                of: ZStack {
                    Color(red: 1, green: 1, blue: 0)
                    Color(red: 0, green: 1, blue: 1).blendMode(mode)
                })
        }
        #expect(blended(.multiply) == .rgb(0, 255, 0))
        #expect(blended(.screen) == .rgb(255, 255, 255))
        #expect(blended(.difference) == .rgb(255, 0, 255))
        #expect(blended(.normal) == .rgb(0, 255, 255))
        #expect(blended(.destinationOver) == .rgb(255, 255, 0))
        #expect(blended(.destinationOut) == .default)
    }

    @Test func clipShapeKeepsTheCellsInsideTheOutline() {
        let view = Color(red: 1, green: 0, blue: 0).frame(width: 8, height: 4)
            .clipShape(Ellipse())
        let host = TerminalHost(view, width: 8, height: 4)
        let red = TerminalColor.rgb(255, 0, 0)
        #expect(paint(host.buffer[0, 0]) == .default)
        #expect(paint(host.buffer[7, 3]) == .default)
        #expect(paint(host.buffer[4, 1]) == red)
        #expect(paint(host.buffer[0, 2]) == red)
        let effect =
            HeadlessHost(view, width: 8, height: 4).widgets(kind: "Effect").first?.content as? EffectContent
        guard case .clip(let region) = effect?.effect else {
            Issue.record("no clip: \(String(describing: effect))")
            return
        }
        #expect(region.roundedRect?.rect == CGRect(x: 0, y: 0, width: 8, height: 4))
        #expect(region.roundedRect?.cornerSize == CGSize(width: 4, height: 2))
    }

    @Test func clipFollowsTheViewsSize() {
        struct Growing: View {
            @State var width: CGFloat = 4
            var body: some View {
                VStack {
                    Color.red.frame(width: width, height: 2).clipShape(Capsule())
                    Button("Grow") { width = 8 }
                }
            }
        }
        let host = HeadlessHost(Growing(), width: 10, height: 4)
        func clipRect() -> CGRect? {
            guard
                case .clip(let region) = (host.widgets(kind: "Effect").first?.content as? EffectContent)?
                    .effect
            else { return nil }
            return region.roundedRect?.rect
        }
        #expect(clipRect() == CGRect(x: 0, y: 0, width: 4, height: 2))
        host.widgets(kind: "Button").first?.send(.activate)
        host.flush()
        #expect(clipRect() == CGRect(x: 0, y: 0, width: 8, height: 2))
    }

    @Test func clippedAndCornerRadiusClip() {
        let clipped = TerminalHost(
            Text("A long line").fixedSize().frame(width: 4).clipped(), width: 10, height: 1)
        // The text is centred at x = -0.5: it is drawn from column -1.
        #expect(clipped.screen == "   ng l")
        let rounded = TerminalHost(
            Color(red: 0, green: 0, blue: 1).frame(width: 10, height: 4).cornerRadius(3), width: 10, height: 4
        )
        #expect(paint(rounded.buffer[0, 0]) == .default)
        #expect(paint(rounded.buffer[5, 0]) == .rgb(0, 0, 255))
    }

    @Test func maskShowsTheViewOnlyWhereTheMaskDraws() {
        let view = ZStack {
            Color(red: 0, green: 0, blue: 1)
            Color(red: 1, green: 0, blue: 0).mask { Text("ab") }
        }
        let host = TerminalHost(view, width: 6, height: 1)
        let (red, blue) = (TerminalColor.rgb(255, 0, 0), TerminalColor.rgb(0, 0, 255))
        // The mask's text is centred: columns 2 and 3. The mask itself is not drawn.
        #expect((0..<6).map { paint(host.buffer[$0, 0]) } == [blue, blue, red, red, blue, blue])
        #expect(host.screen == "██████")
        let aligned = TerminalHost(
            Color(red: 1, green: 0, blue: 0).mask(alignment: .leading) { Text("abc") }, width: 6, height: 1)
        #expect(
            (0..<6).map { paint(aligned.buffer[$0, 0]) } == [red, red, red, .default, .default, .default])
    }

    @Test func changingAnEffectUpdatesOneWidgetAndNoLayout() {
        struct Dimmer: View {
            @State var amount = 0.0
            var body: some View {
                VStack {
                    Text("Dim").brightness(amount)
                    Button("Darker") { amount = -0.5 }
                }
            }
        }
        let host = HeadlessHost(Dimmer())
        host.widgets(kind: "Button").first?.send(.activate)
        let counters = host.flush()
        #expect((host.widgets(kind: "Effect").first?.content as? EffectContent)?.effect == .brightness(-0.5))
        #expect(counters.widgetsUpdated == 1)
        #expect(counters.framesChanged == 0)
    }
}
