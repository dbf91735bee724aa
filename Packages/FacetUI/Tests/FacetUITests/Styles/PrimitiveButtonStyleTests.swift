import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

/// Runs the action from a button of its own, labelled "Run".
private struct RunButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Button("Run") { configuration.trigger() }
        }
    }
}

/// Wraps the default button made from the configuration.
private struct PaddedStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration).padding(.horizontal, 2)
    }
}

/// Shows the built-in plain style's body.
private struct PlainWrapper: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        PlainButtonStyle().makeBody(configuration: configuration)
    }
}

private struct Counter<Style: PrimitiveButtonStyle>: View {
    let style: Style
    var isEnabled = true
    @State private var count = 0
    var body: some View {
        VStack {
            Button("Go") { count += 1 }.buttonStyle(style).disabled(!isEnabled)
            Text("count \(count)")
        }
    }
}

@MainActor @Suite struct PrimitiveButtonStyleTests {
    @Test func triggerRunsTheButtonsAction() throws {
        let host = HeadlessHost(Counter(style: RunButtonStyle()), width: 20, height: 4)
        #expect(host.texts == ["Go", "Run", "count 0"])
        // The style's body is the whole button: only its own button has a button widget.
        #expect(host.widgets(kind: "Button").count == 1)
        host.send(.activate, toText: "Run")
        host.flush()
        #expect(host.texts.last == "count 1")
    }

    @Test func aDisabledButtonIgnoresTrigger() {
        let host = HeadlessHost(Counter(style: RunButtonStyle(), isEnabled: false), width: 20, height: 4)
        host.send(.activate, toText: "Run")
        host.flush()
        #expect(host.texts.last == "count 0")
    }

    @Test func buttonOfTheConfigurationIsDrawnInTheDefaultStyle() throws {
        let host = HeadlessHost(Counter(style: PaddedStyle()), width: 20, height: 4)
        let content = try host.content(ButtonContent.self, kind: "Button")
        #expect(content.style == .automatic)
        host.send(.activate, toText: "Go")
        host.flush()
        #expect(host.texts.last == "count 1")
        let screen = TerminalHost(Counter(style: PaddedStyle()), width: 20, height: 2).screen
        #expect(screen.split(separator: "\n").first == "       [ Go ]")
    }

    @Test func aBuiltInStylesBodyIsItsButton() throws {
        let host = HeadlessHost(Counter(style: PlainWrapper()), width: 20, height: 4)
        #expect(try host.content(ButtonContent.self, kind: "Button").style == .plain)
        host.send(.activate, toText: "Go")
        host.flush()
        #expect(host.texts.last == "count 1")
    }

    @Test func theRoleReachesTheConfiguration() {
        struct RoleName: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                Text(configuration.role == .cancel ? "cancel" : "none")
            }
        }
        let host = HeadlessHost(Button("Stop", role: .cancel) {}.buttonStyle(RoleName()))
        #expect(host.texts == ["cancel"])
    }
}
