import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@_spi(Inspection) @testable import FacetUICore

@MainActor @Suite struct LabelTests {
    struct TrailingIcon: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) {
                configuration.title
                configuration.icon
            }
        }
    }

    struct Boxed: LabelStyle {
        func makeBody(configuration: Configuration) -> some View { Label(configuration).padding(1) }
    }

    @Test func iconThenTitleByDefault() {
        let host = HeadlessHost(Label("Star", systemImage: "star"), width: 20, height: 1)
        #expect(
            host.dump == """
                Image (7, 0, 1, 1)
                Text "Star" (9, 0, 4, 1)
                """)
        let custom = HeadlessHost(
            Label {
                Text("Dot")
            } icon: {
                Circle().frame(width: 1, height: 1)
            }, width: 20, height: 1)
        #expect(
            custom.dump == """
                Circle (8, 0, 1, 1)
                Text "Dot" (10, 0, 3, 1)
                """)
    }

    @Test func stylePlaceholdersBuildTheirContentWithoutAnyViewNodes() {
        let host = HeadlessHost(Label("Star", systemImage: "star"), width: 20, height: 1)
        let title = host.node { $0.view is LabelStyleConfiguration.Title }
        #expect(title?.children.count == 1)
        #expect(title?.children.first?.view is Text)
        let icon = host.node { $0.view is LabelStyleConfiguration.Icon }
        #expect(icon?.children.first?.view is Image)
    }

    @Test func builtInStyles() {
        let title = HeadlessHost(
            Label("Star", systemImage: "star").labelStyle(.titleOnly), width: 20, height: 1)
        #expect(title.dump == #"Text "Star" (8, 0, 4, 1)"#)
        let icon = HeadlessHost(
            Label("Star", systemImage: "star").labelStyle(.iconOnly), width: 21, height: 1)
        #expect(icon.dump == "Image (10, 0, 1, 1)")
        let both = HeadlessHost(
            VStack { Label("Star", systemImage: "star") }.labelStyle(.titleAndIcon), width: 20, height: 1)
        #expect(both.frame(of: "Star") == rect(9, 0, 4, 1))
    }

    @Test func customStyles() {
        let trailing = HeadlessHost(
            Label("Star", systemImage: "star").labelStyle(TrailingIcon()), width: 21, height: 1)
        #expect(
            trailing.dump == """
                Text "Star" (8, 0, 4, 1)
                Image (12, 0, 1, 1)
                """)
        // Label(configuration) inside a style is drawn with the default style.
        let boxed = HeadlessHost(Label("Star", systemImage: "star").labelStyle(Boxed()), width: 20, height: 3)
        #expect(
            boxed.dump == """
                Image (7, 1, 1, 1)
                Text "Star" (9, 1, 4, 1)
                """)
    }

    @Test func imageFormsLoadTheIconFromResources() {
        let resource = ImageResource(name: "logo", bundle: .main)
        let labels: [FacetUICore.Label<Text, Image>] = [
            Label("Home", image: "logo"), Label(String("Home"), image: "logo"),
            Label("Home", image: resource), Label(String("Home"), image: resource),
        ]
        #expect(labels.map(\.icon) == Array(repeating: Image("logo"), count: 4))
        #expect(labels.map(\.icon.systemName) == ["", "", "", ""])
        let host = HeadlessHost(labels[2], width: 20, height: 1)
        #expect(host.dump.contains(#"Text "Home""#))
        #expect(host.dump.contains("Image"))
    }
}
