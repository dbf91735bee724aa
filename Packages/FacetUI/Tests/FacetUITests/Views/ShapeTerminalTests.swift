import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI

/// Shapes as the terminal draws them: half-block pixels, two per cell, a cell drawn twice
/// as tall as wide (so a circle in a 10 × 5 frame is round).
@MainActor @Suite struct ShapeTerminalTests {
    /// The screen's lines with `view` centred in 14 × 6 cells.
    private func lines(_ view: some View) -> [String] {
        TerminalHost(view, width: 14, height: 6).screen.split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .map(String.init)
    }

    @Test func aCustomShape() {
        #expect(
            lines(Triangle().frame(width: 8, height: 4)) == [
                "",
                "      ▄▄",
                "     ▄██▄",
                "    ▄████▄",
                "   ▄██████▄",
            ])
    }

    @Test func aCircleIsRound() {
        #expect(
            lines(Circle().frame(width: 10, height: 5)) == [
                "",
                "   ▄▄████▄▄",
                "  ▄████████▄",
                "  ██████████",
                "  ▀████████▀",
                "   ▀▀████▀▀",
            ])
    }

    @Test func aCapsule() {
        #expect(
            lines(Capsule().frame(width: 12, height: 3)) == [
                "",
                "",
                " ▄██████████▄",
                " ████████████",
                " ▀██████████▀",
            ])
    }

    @Test func aStrokedCircle() {
        #expect(
            lines(Circle().stroke(lineWidth: 1).frame(width: 10, height: 5)) == [
                "",
                "   ▄▀▀▀▀▀▀▄",
                "  █        █",
                "  █        █",
                "  █        █",
                "   ▀▄▄▄▄▄▄▀",
            ])
    }

    @Test func aThinRectangleStrokeUsesBoxCharacters() {
        #expect(
            lines(Text("Hi").padding(1).border(.gray)) == [
                "",
                "",
                "     ┌──┐",
                "     │Hi│",
                "     └──┘",
            ])
    }

    @Test func aThinRoundedRectangleStrokeUsesRoundedBoxCharacters() {
        #expect(
            lines(RoundedRectangle(cornerRadius: 2).stroke(.blue).frame(width: 6, height: 3)) == [
                "",
                "",
                "    ╭────╮",
                "    │    │",
                "    ╰────╯",
            ])
    }

    @Test func anEvenOddStarHasAHole() {
        #expect(
            lines(Star().fill(.yellow, style: FillStyle(eoFill: true)).frame(width: 12, height: 6)) == [
                "",
                "      ██",
                "  ▀██    ██▀",
                "    ▀▄  ▄▀",
                "    █▀▀▀▀█",
            ])
    }

    @Test func aTrimmedCircleDrawsItsFirstHalf() {
        #expect(
            lines(Circle().trim(from: 0, to: 0.5).stroke(lineWidth: 2).frame(width: 10, height: 5)) == [
                "",
                "",
                "",
                "  ▄        ▄",
                "  █▄      ▄█",
                "  ▀██▄▄▄▄██▀",
            ])
    }
}

/// A five-pointed star drawn as one crossing outline.
struct Star: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            let points = (0..<5).map { index -> CGPoint in
                let angle = -Double.pi / 2 + Double(index) * 4 * .pi / 5
                return CGPoint(
                    x: rect.midX + rect.width / 2 * cos(angle), y: rect.midY + rect.height / 2 * sin(angle))
            }
            path.addLines(points)
            path.closeSubpath()
        }
    }
}
