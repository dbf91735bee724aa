import FacetTestSupport
import FacetUI
import Foundation
import Testing

/// A slider built with a `DragGesture`: a "#" thumb over a 20-cell track, moved while
/// dragged (a `@GestureState`) and left where the drag ends.
private struct DragSlider: View {
    @State private var position: CGFloat = 0
    @GestureState private var dragged: CGFloat = 0

    var body: some View {
        ZStack(alignment: .topLeading) {
            Text(String(repeating: "-", count: 20))
            Text("#").offset(x: min(max(position + dragged, 0), 19))
        }
        .gesture(
            DragGesture(minimumDistance: 0)
                .updating($dragged) { value, state, _ in state = value.translation.width }
                .onEnded { value in position = min(max(position + value.translation.width, 0), 19) })
    }
}

@MainActor @Suite struct TerminalGestureTests {
    /// An SGR mouse report: `code` 0 is a left press (or release with `m`), 32 a drag.
    private func mouse(_ code: Int, _ column: Int, _ row: Int, release: Bool = false) -> String {
        "\u{1B}[<\(code);\(column + 1);\(row + 1)\(release ? "m" : "M")"
    }

    @Test func aMouseDragMovesADragGestureView() {
        let host = TerminalHost(DragSlider(), width: 20, height: 1)
        #expect(host.screen == "#-------------------")
        host.type(mouse(0, 0, 0))
        host.type(mouse(32, 5, 0))
        #expect(host.screen == "-----#--------------", "the thumb follows the drag")
        host.type(mouse(32, 8, 0))
        host.type(mouse(0, 8, 0, release: true))
        #expect(host.screen == "--------#-----------", "and stays where it was released")
        host.type(mouse(0, 8, 0) + mouse(32, 3, 0) + mouse(0, 3, 0, release: true))
        #expect(host.screen == "---#----------------")
    }

    @Test func aDoubleClickIsATapGestureOfCountTwo() {
        struct Counter: View {
            @State var count = 0
            var body: some View {
                Text("taps \(count)").gesture(TapGesture(count: 2).onEnded { count += 1 })
            }
        }
        let host = TerminalHost(Counter(), width: 10, height: 1)
        let click = mouse(0, 2, 0) + mouse(0, 2, 0, release: true)
        host.type(click + click)
        #expect(host.screen == "  taps 1")
    }

    @Test func aButtonInsideADragGestureViewTakesItsClick() {
        struct Panel: View {
            @State var clicks = 0
            @State var dragged = 0
            var body: some View {
                VStack {
                    Button("clicks \(clicks)") { clicks += 1 }
                    Text("dragged \(dragged)")
                }
                .frame(width: 20, height: 3)
                .gesture(DragGesture(minimumDistance: 1).onEnded { _ in dragged += 1 })
            }
        }
        let host = TerminalHost(Panel(), width: 20, height: 3)
        let button = host.position(of: "clicks 0")!
        host.type(mouse(0, button.x, button.y) + mouse(0, button.x, button.y, release: true))
        #expect(host.screen.contains("clicks 1"))
        let text = host.position(of: "dragged 0")!
        host.type(
            mouse(0, text.x, text.y) + mouse(32, text.x + 4, text.y)
                + mouse(0, text.x + 4, text.y, release: true))
        #expect(host.screen.contains("dragged 1"))
    }

    @Test func onTapGestureIsRecognisedFromClicksAndActivatedFromTheKeyboard() {
        struct Taps: View {
            @State var taps = 0
            var body: some View { Text("taps \(taps)").onTapGesture(count: 2) { taps += 1 } }
        }
        let host = TerminalHost(Taps(), width: 10, height: 1)
        let click = mouse(0, 3, 0) + mouse(0, 3, 0, release: true)
        host.type(click)
        #expect(host.screen.contains("taps 0"), "one click of two")
        host.type(click)
        #expect(host.screen.contains("taps 1"))
        host.type("\t")  // focus the tap area
        host.type("\r")
        #expect(host.screen.contains("taps 2"), "Enter activates the focused area")
    }

    @Test func onTapGestureCompetesWithTheGesturesAroundIt() {
        struct Nested: View {
            @State var log = "none"
            var body: some View {
                VStack {
                    Text("child").onTapGesture { log = "child" }
                    Text("tapped \(log)")
                }
                .highPriorityGesture(TapGesture().onEnded { log = "parent" })
            }
        }
        let host = TerminalHost(Nested(), width: 20, height: 2)
        let child = host.position(of: "child")!
        host.type(mouse(0, child.x, child.y) + mouse(0, child.x, child.y, release: true))
        #expect(host.screen.contains("tapped parent"), "the high-priority gesture wins over onTapGesture")
    }

    @Test func mouseMotionWithNoButtonMovesTheHover() {
        struct Hovered: View {
            @State var inside = false
            @State var location = CGPoint.zero
            var body: some View {
                VStack(spacing: 0) {
                    Text(inside ? "inside" : "outside")
                    Text("at \(Int(location.x)),\(Int(location.y))")
                    Text("[pad]")
                        .onHover { inside = $0 }
                        .onContinuousHover { phase in
                            if case .active(let point) = phase { location = point }
                        }
                }
            }
        }
        let host = TerminalHost(Hovered(), width: 10, height: 3)
        let pad = host.position(of: "[pad]")!
        // 35 reports motion with no button held (any-motion mode 1003).
        host.type(mouse(35, pad.x + 2, pad.y))
        #expect(host.screen.contains("inside"))
        #expect(host.screen.contains("at 2,0"))
        host.type(mouse(35, pad.x + 4, pad.y))
        #expect(host.screen.contains("at 4,0"))
        host.type(mouse(35, 0, 0))
        #expect(host.screen.contains("outside"))
    }
}
