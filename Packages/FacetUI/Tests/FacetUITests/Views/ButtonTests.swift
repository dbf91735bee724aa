import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@_spi(Inspection) @testable import FacetUICore

@MainActor private final class Taps {
    var count = 0
}

@MainActor @Suite struct ButtonTests {
    @Test func aSystemImageButtonDrawsTheIconThenTheTitle() {
        let taps = Taps()
        let host = TerminalHost(
            Button("Delete", systemImage: "trash") { taps.count += 1 }, width: 20, height: 1)
        #expect(host.screen.contains("⌫ Delete"))
        host.type("\t\r")
        #expect(taps.count == 1)
    }

    @Test func everyLabelledFormBuildsALabelOfTextAndImage() {
        let resource = ImageResource(name: "logo", bundle: .main)
        let buttons: [Button<FacetUICore.Label<Text, Image>>] = [
            Button("Add", systemImage: "plus") {},
            Button(verbatim("Add"), systemImage: "plus") {},
            Button("Add", systemImage: "plus", role: .destructive) {},
            Button(verbatim("Add"), systemImage: "plus", role: .cancel) {},
            Button("Add", image: resource) {},
            Button(verbatim("Add"), image: resource) {},
            Button("Add", image: resource, role: .destructive) {},
            Button(verbatim("Add"), image: resource, role: .cancel) {},
        ]
        #expect(buttons.map(\.role) == [nil, nil, .destructive, .cancel, nil, nil, .destructive, .cancel])
        #expect(buttons.prefix(4).map(\.labelView.icon.systemName) == ["plus", "plus", "plus", "plus"])
        #expect(buttons.suffix(4).map(\.labelView.icon.resourceName) == ["logo", "logo", "logo", "logo"])
    }

    @Test func aRoleButtonWithASystemImageIsDrawnWithItsRole() {
        let host = HeadlessHost(
            Button("Remove", systemImage: "minus", role: .destructive) {}, width: 20, height: 1)
        let button = host.node { $0.view is Button<FacetUICore.Label<Text, Image>> }
        #expect((button?.view as? Button<FacetUICore.Label<Text, Image>>)?.role == .destructive)
        #expect(host.dump.contains(#"Text "Remove""#))
        #expect(host.dump.contains("Image"))
    }

    private func verbatim(_ string: String) -> String { string }
}
