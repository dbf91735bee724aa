import FacetTerminal
import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

@MainActor @Suite struct FlipForRTLEffectTests {
    private func row(_ direction: LayoutDirection, flips: Bool) -> some View {
        HStack(spacing: 0) {
            Text("abc").flipsForRightToLeftLayoutDirection(flips)
            Text("|de")
        }
        .environment(\.layoutDirection, direction)
    }

    @Test func aFlippingViewIsMirroredInARightToLeftLayout() throws {
        let host = TerminalHost(row(.rightToLeft, flips: true), width: 6, height: 1)
        #expect(host.screen == "cba|de")
        // Layout is unchanged: only the drawing is mirrored.
        #expect(host.position(of: "|de") == CellPoint(x: 3, y: 0))
    }

    @Test func itIsDrawnAsItIsLeftToRightOrWhenNotFlipping() throws {
        #expect(TerminalHost(row(.leftToRight, flips: true), width: 6, height: 1).screen == "abc|de")
        #expect(TerminalHost(row(.rightToLeft, flips: false), width: 6, height: 1).screen == "abc|de")
    }

    @Test func aChangeOfDirectionRedrawsTheView() throws {
        struct Switching: View {
            @State var direction = LayoutDirection.leftToRight
            var body: some View {
                VStack {
                    Text("abc").flipsForRightToLeftLayoutDirection(true)
                    Button("Flip") { direction = .rightToLeft }
                }
                .environment(\.layoutDirection, direction)
            }
        }
        let host = TerminalHost(Switching(), width: 10, height: 2)
        #expect(host.screen.hasPrefix("    abc"))
        host.type("\t\r")
        #expect(host.screen.hasPrefix("    cba"))
    }

    @Test func layoutDirectionDefaultsToLeftToRight() {
        #expect(EnvironmentValues().layoutDirection == .leftToRight)
        #expect(LayoutDirection.allCases == [.leftToRight, .rightToLeft])
    }
}
