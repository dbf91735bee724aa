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
}
