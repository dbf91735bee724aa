import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@_spi(Inspection) @testable import FacetUICore

private struct Settings: View {
    @State var isOn = false
    var body: some View {
        VStack(alignment: .leading) {
            Toggle("Alerts", systemImage: "bell", isOn: $isOn)
            Text(isOn ? "on" : "off")
        }
    }
}

@MainActor @Suite struct ToggleTests {
    @Test func aSystemImageToggleDrawsTheIconAndTitleAndToggles() {
        let host = TerminalHost(Settings(), width: 30, height: 2)
        #expect(host.screen.contains("♪ Alerts"))
        #expect(host.screen.contains("off"))
        host.type("\t ")
        #expect(host.screen.contains("on"))
        #expect(!host.screen.contains("off"))
    }

    @Test func everyImageFormLabelsTheToggleWithTextAndImage() {
        let isOn = Binding.constant(true)
        let resource = ImageResource(name: "logo", bundle: .main)
        let toggles: [Toggle<FacetUICore.Label<Text, Image>>] = [
            Toggle("Wi-Fi", systemImage: "wifi", isOn: isOn),
            Toggle(String("Wi-Fi"), systemImage: "wifi", isOn: isOn),
            Toggle("Wi-Fi", image: resource, isOn: isOn),
            Toggle(String("Wi-Fi"), image: resource, isOn: isOn),
        ]
        #expect(toggles.map(\.labelView.icon.systemName) == ["wifi", "wifi", "", ""])
        #expect(toggles.map(\.labelView.icon.resourceName) == [nil, nil, "logo", "logo"])
    }

    @Test func aSwitchInAFormRowSpansTheRowItsSwitchAtTheTrailingEdge() {
        let host = TerminalHost(
            Form {
                Toggle("Notifications", isOn: .constant(true))
                LabeledContent("Version", value: "1.0")
                Toggle("Sounds", isOn: .constant(false)).toggleStyle(.button)
            }, width: 30, height: 8)
        // The switch ends where the row's value does; a button-style toggle keeps its size.
        #expect(
            host.screen.split(separator: "\n") == [
                "Notifications              ━━●",
                "Version                    1.0",
                "[ Sounds ]",
            ], "\(host.screen)")
    }

    @Test func outsideAFormASwitchKeepsItsOwnWidth() {
        let host = TerminalHost(
            VStack(alignment: .leading) { Toggle("Notifications", isOn: .constant(true)) }, width: 30,
            height: 1)
        #expect(host.screen == "       Notifications ━━●", "centred in the stack, label and switch together")
    }
}
