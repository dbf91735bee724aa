import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

/// Draws the label between markers that show whether the button is pressed.
private struct PressMarker: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            Text(configuration.isPressed ? "(" : "[")
            configuration.label
            Text(configuration.isPressed ? ")" : "]")
        }
    }
}

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Button("Go") { count += 1 }.buttonStyle(PressMarker())
            Text("count \(count)")
        }
    }
}

@MainActor @Suite struct ButtonStyleTests {
    @Test func aPressShowsInTheStylesBodyUntilTheRelease() throws {
        let host = HeadlessHost(Counter(), width: 20, height: 4)
        #expect(host.texts == ["[", "Go", "]", "count 0"])
        let button = try host.widget(kind: "Button")
        button.send(.press(true))
        host.flush()
        #expect(host.texts == ["(", "Go", ")", "count 0"])
        button.send(.press(false))
        button.send(.activate)
        host.flush()
        #expect(host.texts == ["[", "Go", "]", "count 1"])
    }

    @Test func aDisabledButtonIsNeverPressed() throws {
        let host = HeadlessHost(
            Button("Go") {}.buttonStyle(PressMarker()).disabled(true), width: 20, height: 2)
        try host.widget(kind: "Button").send(.press(true))
        host.flush()
        #expect(host.texts == ["[", "Go", "]"])
    }

    @Test func theMouseHeldDownOnTheButtonPressesItInATerminal() throws {
        let host = TerminalHost(Counter(), width: 20, height: 4)
        let at = try #require(host.position(of: "[Go]"))
        let (x, y) = (at.x + 2, at.y + 1)
        host.type("\u{1B}[<0;\(x);\(y)M")
        #expect(host.screen.contains("(Go)"))
        host.type("\u{1B}[<0;\(x);\(y)m")
        #expect(host.screen.contains("[Go]"))
        #expect(host.screen.contains("count 1"))
    }

    @Test func theRoleReachesTheConfiguration() throws {
        struct RoleName: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                Text(configuration.role == .destructive ? "destructive" : "plain")
            }
        }
        let host = HeadlessHost(Button("Delete", role: .destructive) {}.buttonStyle(RoleName()))
        #expect(host.texts == ["destructive"])
    }
}
