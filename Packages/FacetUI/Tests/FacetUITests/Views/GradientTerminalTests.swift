import FacetTerminal
import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI

/// Gradients in the terminal: each half-block pixel in the colour at its centre.
@MainActor @Suite struct GradientTerminalTests {
    private let black = Color(red: 0, green: 0, blue: 0)
    private let white = Color(red: 1, green: 1, blue: 1)

    /// Each cell's character, foreground and background grey levels (`nil` for the default).
    private func cells(_ view: some View, width: Int, height: Int) -> [[String]] {
        let buffer = TerminalHost(view, width: width, height: height).buffer
        func level(_ color: TerminalColor) -> String {
            guard case .rgb(let red, _, _) = color else { return "-" }
            return "\(red)"
        }
        return (0..<height).map { y in
            (0..<width).map { x in
                let cell = buffer[x, y]
                return "\(cell.character)\(level(cell.style.foreground))/\(level(cell.style.background))"
            }
        }
    }

    @Test func aLinearGradientViewFillsItsFrame() {
        let gradient = LinearGradient(colors: [black, white], startPoint: .leading, endPoint: .trailing)
        #expect(cells(gradient, width: 4, height: 1) == [["█32/-", "█96/-", "█159/-", "█223/-"]])
    }

    @Test func aVerticalGradientColoursEachHalfOfACell() {
        let gradient = LinearGradient(colors: [black, white], startPoint: .top, endPoint: .bottom)
        #expect(cells(gradient, width: 1, height: 2) == [["▀32/96"], ["▀159/223"]])
    }

    @Test func aFilledRectangle() {
        let rectangle = Rectangle().fill(
            .linearGradient(colors: [black, white], startPoint: .leading, endPoint: .trailing))
        #expect(cells(rectangle, width: 4, height: 1) == [["█32/-", "█96/-", "█159/-", "█223/-"]])
    }

    @Test func aRadialGradientIsRoundInCells() {
        let gradient = RadialGradient(colors: [white, black], center: .center, startRadius: 0, endRadius: 2)
        #expect(
            cells(gradient, width: 4, height: 2) == [
                ["▀0/53", "▀53/165", "▀53/165", "▀0/53"],
                ["▀53/0", "▀165/53", "▀165/53", "▀53/0"],
            ])
    }

    @Test func aBackground() {
        let view = Color.clear.frame(width: 4, height: 1)
            .background(LinearGradient(colors: [black, white], startPoint: .leading, endPoint: .trailing))
        #expect(cells(view, width: 4, height: 1) == [["█32/-", "█96/-", "█159/-", "█223/-"]])
    }

    @Test func onlyTheShapesPixelsArePainted() {
        let circle = Circle().fill(EllipticalGradient(colors: [white, white]))
        let grid = cells(circle.frame(width: 10, height: 5), width: 10, height: 5)
        #expect(grid[0][0] == " -/-")
        #expect(grid[2][0] == "█255/-")
        #expect(grid[0][1] == "▄255/-")
        #expect(grid[0][4] == "█255/-")
    }
}

extension GradientTerminalTests {
    @Test func aGradientStyleGoesFromTopToBottom() {
        let rectangle = Rectangle().fill(Gradient(colors: [black, white]))
        #expect(cells(rectangle, width: 1, height: 2) == [["▀32/96"], ["▀159/223"]])
    }
}
