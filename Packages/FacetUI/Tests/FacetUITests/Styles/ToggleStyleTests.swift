import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

/// A toggle drawn as a button that flips `$isOn`.
private struct CheckmarkStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Text(configuration.isOn ? "[x]" : "[ ]")
                configuration.label
            }
        }
        .buttonStyle(.plain)
    }
}

/// Puts the toggle of the configuration in a box.
private struct FramedStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Toggle(configuration).padding(.horizontal, 1)
    }
}

private struct Settings<Style: ToggleStyle>: View {
    let style: Style
    @State private var isOn = false
    var body: some View {
        VStack {
            Toggle("Wi-Fi", isOn: $isOn).toggleStyle(style)
            Text(isOn ? "on" : "off")
        }
    }
}

/// Chooses its toggle's style at run time, through an existential.
private struct Switchable: View {
    @State var usesCheckmarks = false
    @State private var isOn = true
    var body: some View {
        VStack {
            let style: any ToggleStyle = usesCheckmarks ? CheckmarkStyle() : SwitchToggleStyle()
            AnyView(erasing: Toggle("Sound", isOn: $isOn).toggleStyle(style))
            Button("Change") { usesCheckmarks.toggle() }
        }
    }
}

@MainActor @Suite struct ToggleStyleTests {
    @Test func theStylesBodySetsTheBinding() {
        let host = HeadlessHost(Settings(style: CheckmarkStyle()), width: 20, height: 4)
        #expect(host.texts == ["[ ]", "Wi-Fi", "off"])
        #expect(host.widgets(kind: "Toggle").isEmpty)
        host.send(.activate, toText: "Wi-Fi")
        host.flush()
        #expect(host.texts == ["[x]", "Wi-Fi", "on"])
        host.send(.activate, toText: "Wi-Fi")
        host.flush()
        #expect(host.texts == ["[ ]", "Wi-Fi", "off"])
    }

    @Test func aTerminalDrawsTheStylesBody() {
        let host = TerminalHost(Settings(style: CheckmarkStyle()), width: 20, height: 2)
        #expect(host.screen.split(separator: "\n").first == "      [ ] Wi-Fi")
        host.type("\t\r")
        #expect(host.screen.contains("[x] Wi-Fi"))
        #expect(host.screen.contains("on"))
    }

    @Test func theToggleOfTheConfigurationIsDrawnInTheDefaultStyle() throws {
        let host = HeadlessHost(Settings(style: FramedStyle()), width: 20, height: 4)
        let toggle = try host.widget(kind: "Toggle")
        #expect((toggle.content as? ToggleContent)?.style == .automatic)
        toggle.send(.toggle(true))
        host.flush()
        #expect(host.texts == ["Wi-Fi", "on"])
        #expect((try host.widget(kind: "Toggle").content as? ToggleContent)?.isOn == true)
    }

    @Test func labelsHiddenHidesTheLabelInTheStylesBody() {
        let host = HeadlessHost(Settings(style: CheckmarkStyle()).labelsHidden(), width: 20, height: 4)
        #expect(host.texts == ["[ ]", "Wi-Fi", "off"])
        let hidden = host.widgets(kind: "Container").filter {
            ($0.content as? ContainerContent)?.isHidden == true
        }
        #expect(hidden.count == 1)
        #expect(hidden.first?.children.first.flatMap { ($0.content as? ResolvedText)?.string } == "Wi-Fi")
    }

    @Test func changingBetweenABuiltInAndAnAppsStyleReplacesTheWidget() throws {
        let host = HeadlessHost(Switchable(), width: 20, height: 4)
        #expect(host.widgets(kind: "Toggle").count == 1)
        host.send(.activate, toText: "Change")
        host.flush()
        #expect(host.widgets(kind: "Toggle").isEmpty)
        #expect(host.texts == ["[x]", "Sound", "Change"])
        host.send(.activate, toText: "Change")
        host.flush()
        #expect(try host.content(ToggleContent.self, kind: "Toggle").isOn)
        #expect(host.texts == ["Sound", "Change"])
    }
}
