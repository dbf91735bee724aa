import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI

/// A canvas as the terminal draws it: a canvas unit is a cell wide and half a cell tall.
@MainActor @Suite struct CanvasTerminalTests {
    private func lines(_ view: some View, width: Int = 10, height: Int = 3) -> [String] {
        TerminalHost(view, width: width, height: height).screen.split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .map(String.init)
    }

    @Test func aFilledRectAStrokedLineAndText() {
        let canvas = Canvas { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 2)), with: .color(.red))
            var line = Path()
            line.move(to: CGPoint(x: 0, y: 4.5))
            line.addLine(to: CGPoint(x: size.width, y: 4.5))
            context.stroke(line, with: .color(.blue), lineWidth: 1)
            context.draw(Text("Hi"), at: CGPoint(x: 6, y: 0), anchor: .topLeading)
        }
        #expect(
            lines(canvas) == [
                "████  Hi",
                "",
                "▀▀▀▀▀▀▀▀▀▀",
            ])
    }

    @Test func theRendererGetsTheSizeInSquareUnits() {
        let canvas = Canvas { context, size in
            context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .foreground)
        }
        #expect(
            lines(canvas.frame(width: 6, height: 3), width: 6, height: 3) == [
                "▄████▄",
                "██████",
                "▀████▀",
            ])
    }

    @Test func laterDrawingCoversEarlierAndClipsLimitIt() {
        let canvas = Canvas { context, size in
            context.draw(Text("abcdef"), at: .zero, anchor: .topLeading)
            context.clip(to: Path(CGRect(x: 2, y: 0, width: 2, height: 2)))
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.green))
        }
        #expect(lines(canvas, width: 6, height: 1) == ["ab██ef"])
    }

    @Test func transformsMoveWhatIsDrawn() {
        let canvas = Canvas { context, _ in
            context.translateBy(x: 3, y: 2)
            context.scaleBy(x: 2, y: 1)
            context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 2)), with: .color(.red))
        }
        #expect(lines(canvas, width: 6, height: 2) == ["", "   ██"])
    }
}
